/**
 * Import rules for the whole repo (run by `npm run lint`): no cycles; the web app's features
 * stay independent; server modules reach each other only through services, and only
 * repositories touch tables.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make modules impossible to reason about one at a time.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-feature-isolation',
      severity: 'error',
      comment:
        'A web feature never imports another feature; shared code lives in lib/ or components/.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'server-module-boundaries',
      severity: 'error',
      comment:
        'A server module reaches another only through its service, never its repository or routes.',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/.+[.](repo|routes)[.]ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'tables-only-in-repositories',
      severity: 'error',
      comment: 'Only repositories, seeds, migrations and tests touch the schema.',
      from: {
        path: '^apps/server/src/modules/',
        pathNot: '[.](repo|seed|test)[.]ts$|/telegram-bots[.]ts$',
      },
      // Types shared through the schema files are fine; the tables themselves are not.
      to: { path: '^apps/server/src/db/schema', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-server-code-in-web',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-telegram|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
