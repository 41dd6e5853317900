import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_AMOUNT_PRECISION } from '@aurum/contracts/money';
import { queryRows, type Database } from './db/client';
import { createRng, type TRng } from './lib/seeded-random';
import { DEV_OPERATOR } from './modules/operators/operators.seed';
import { operatorCookie, signUp } from './test/players';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * Every route the OpenAPI document lists, fed hostile input in body, query, params and headers,
 * as a visitor, a player and (under /api/admin) an operator. No answer may be a 5xx, every 4xx
 * carries a string `detail`, and the money and record tables end exactly as they started.
 */

interface TSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  nullable?: boolean;
  properties?: Record<string, TSchema>;
  required?: string[];
  additionalProperties?: boolean | TSchema;
  items?: TSchema;
  anyOf?: TSchema[];
  oneOf?: TSchema[];
}

interface TParameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: TSchema;
}

interface TOperation {
  parameters?: TParameter[];
  requestBody?: { content?: { 'application/json'?: { schema?: TSchema } } };
}

interface TRoute {
  method: string;
  /** Fastify-style path, `{id}` already turned into `:id`. */
  template: string;
  parameters: TParameter[];
  body: TSchema | undefined;
}

/** JSON text put into a body as is: numbers JSON can carry but JavaScript cannot. */
class RawJson {
  constructor(readonly text: string) {}
}

function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`)
      .join(',')}}`;
  }
  return value === undefined ? 'null' : JSON.stringify(value);
}

const NUL = 'ab\u0000cd';
const LONE_HIGH = 'ab\uD800cd';
const LONE_LOW = '\uDC00abc';
const TRAILING_HIGH = 'abcdef\uDBFF';
const HUGE = 'A'.repeat(100_000);

/** Strings no field may accept. */
const HOSTILE_STRINGS = [NUL, LONE_HIGH, LONE_LOW, TRAILING_HIGH, HUGE, `${'1'.repeat(20)}\u0000`];

/** Numbers and number-like strings, none of which fits any field. */
const HOSTILE_NUMBERS: unknown[] = [
  '1'.repeat(30),
  `${'9'.repeat(25)}.${'9'.repeat(18)}`,
  '18446744073709551616',
  '9223372036854775808',
  '9007199254740993',
  '2147483648',
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('18446744073709551616'),
  new RawJson('1'.repeat(30)),
  1e308,
  2147483648,
  9007199254740991,
  -1,
  0.5,
];

/** Inputs a free-text field may legitimately take; only a 5xx or a state change is a failure. */
const ODD_STRINGS = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-0',
  '1e400',
  '0x1F',
  '١٢٣',
  '１２３',
  '\u202Eevil',
  'e\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦',
  '\uFEFF\uFFFF\uFFFE',
  'İ'.repeat(200),
  'a\u200Bb',
  "' OR 1=1 --",
  '%_\\',
  '../../etc/passwd',
];

const WRONG_TYPES: unknown[] = [null, true, 12345, [], {}, ['a', 1], { a: 1 }];

/** Whole bodies: malformed JSON, wrong shapes, deep nesting, prototype keys. */
const HOSTILE_BODIES: { payload: string; contentType: string }[] = [
  ...[
    '',
    '{',
    'null',
    '[]',
    '[{}]',
    '"text"',
    '123',
    'true',
    '{}',
    `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"prototype":{"polluted":true},"constructor":1}',
    `"${HUGE}"`,
    `{"\\u0000":1}`,
    `{"a\\ud800":1}`,
  ].map((payload) => ({ payload, contentType: 'application/json' })),
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'hello', contentType: 'text/plain' },
];

/** Raw (already percent-encoded) path and query values: NUL, lone surrogates, broken UTF-8. */
const RAW_URL_VALUES = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%ED%B0%80',
  '%C0%80',
  '%FF%FE',
  '%E0%A4%A',
  '%',
  '%25',
  '..',
  '%2e%2e%2f',
  'x'.repeat(5000),
];

/** Percent-encodes like encodeURIComponent; a lone surrogate becomes its 3 bytes (WTF-8). */
function encodeValue(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  let encoded = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(char);
    }
  }
  return encoded;
}

/** A value the schema accepts, pointing at nothing that exists, so the call changes nothing. */
function sample(schema: TSchema | undefined, name: string, context: TSampleContext): unknown {
  if (!schema) return 'x';
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (option) return sample(option, name, context);
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  switch (schema.type) {
    case 'object': {
      const body: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        body[key] = sample(property, key, context);
      }
      return body;
    }
    case 'array':
      return [sample(schema.items, name, context)];
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      if (schema.minimum !== undefined) return Math.max(schema.minimum, 1);
      return 1;
    default:
      return sampleString(schema, name, context);
  }
}

interface TSampleContext {
  /** Real ids to aim at, by field name (the player's id, globalId), or none. */
  ids: Record<string, string>;
}

const ABSENT_UUID = '3f1c2a4e-8b7d-4c6e-9a1b-2d3e4f5a6b7c';

function sampleString(schema: TSchema, name: string, context: TSampleContext): string {
  if (schema.format === 'uuid') return context.ids[name] ?? ABSENT_UUID;
  // An e-mail that is taken both as a player and as an operator: sign-up and operator
  // creation refuse it, so no accepted variation can create an account.
  if (schema.format === 'email') return DEV_OPERATOR.email;
  if (schema.format === 'date') return '1990-01-01';
  if (schema.format === 'date-time') return '2020-01-01T00:00:00.000Z';
  const candidates = [
    'ZZZZ',
    'Fuzz',
    'zzzz-zzzz',
    '0',
    '0000000000000000000000000000000f',
    'fuzz_user_1',
    '/fuzz',
    'data:image/png;base64,AAAA',
    'fuzz fuzz fuzz fuzz',
  ];
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : undefined;
  const fits = (value: string) =>
    (!pattern || pattern.test(value)) &&
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Infinity);
  return candidates.find(fits) ?? 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** Leaf paths of a sampled body, for one-field-at-a-time variations. */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return [prefix];
    return [prefix, ...entries.flatMap(([key, item]) => leafPaths(item, [...prefix, key]))];
  }
  return [prefix];
}

function withValue(base: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const copy = { ...(base as Record<string, unknown>) };
  copy[head] = withValue(copy[head], rest, value);
  return copy;
}

function valueAt(base: unknown, path: string[]): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], base);
}

/** Values of every JSON type but the one `value` has (null aside: a field may allow it). */
function otherTypes(value: unknown): unknown[] {
  const kind = Array.isArray(value) ? 'array' : typeof value;
  const byKind: Record<string, unknown[]> = {
    string: ['fuzz'],
    number: [12345, new RawJson('1e400')],
    boolean: [true],
    array: [['a', 1]],
    object: [{ a: 1 }],
  };
  return Object.entries(byKind)
    .filter(([other]) => other !== kind)
    .flatMap(([, values]) => values);
}

function without(base: unknown, path: string[]): unknown {
  if (path.length === 0) return undefined;
  const [head, ...rest] = path as [string, ...string[]];
  const entries = Object.entries(base as Record<string, unknown>);
  if (rest.length === 0) return Object.fromEntries(entries.filter(([key]) => key !== head));
  return Object.fromEntries(
    entries.map(([key, item]) => [key, key === head ? without(item, rest) : item]),
  );
}

function routesOf(document: { paths: Record<string, Record<string, TOperation>> }): TRoute[] {
  const routes: TRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      routes.push({
        method: method.toUpperCase(),
        template: path.replace(/\{([^}]+)\}/g, ':$1'),
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return routes;
}

/** Variations sent per route and caller, besides the whole hostile bodies. */
const CASES_PER_ROUTE = 70;

interface TCase {
  route: TRoute;
  params: Record<string, string>;
  query: string;
  headers: Record<string, string>;
  payload: string | undefined;
  contentType: string | undefined;
  label: string;
}

/**
 * The variations of one route: each parameter and each body field in turn given hostile
 * values while the rest stays well-formed, then whole hostile bodies.
 */
function casesOf(route: TRoute, context: TSampleContext, rng: TRng, thorough: boolean): TCase[] {
  const cases: TCase[] = [];
  const base = {
    params: {} as Record<string, string>,
    query: {} as Record<string, string>,
    headers: {} as Record<string, string>,
  };
  for (const parameter of route.parameters) {
    const value = String(sample(parameter.schema, parameter.name, context));
    if (parameter.in === 'path') base.params[parameter.name] = encodeURIComponent(value);
    if (parameter.in === 'query') base.query[parameter.name] = encodeURIComponent(value);
  }
  const queryText = (query: Record<string, string>) =>
    Object.entries(query)
      .map(([key, value]) => `${key}=${value}`)
      .join('&');
  const body = route.body ? sample(route.body, '', context) : undefined;
  const make = (label: string, overrides: Partial<TCase>): TCase => ({
    route,
    params: base.params,
    query: queryText(base.query),
    headers: {},
    payload: body === undefined ? undefined : toJson(body),
    contentType: body === undefined ? undefined : 'application/json',
    label,
    ...overrides,
  });

  const stringValues = [
    ...HOSTILE_STRINGS,
    ...HOSTILE_NUMBERS.filter((v) => typeof v === 'string'),
  ];
  const looseValues = thorough ? ODD_STRINGS : [];
  for (const parameter of route.parameters) {
    const encoded = [
      ...[...stringValues, ...looseValues].map(encodeValue),
      ...RAW_URL_VALUES,
      ...(parameter.in === 'query' ? [] : [encodeValue('9'.repeat(19)), '-1', '0']),
    ];
    for (const value of encoded) {
      const label = `${parameter.in} ${parameter.name}=${value.slice(0, 40)}`;
      if (parameter.in === 'path') {
        cases.push(make(label, { params: { ...base.params, [parameter.name]: value } }));
      } else if (parameter.in === 'query') {
        cases.push(make(label, { query: queryText({ ...base.query, [parameter.name]: value }) }));
      }
    }
    if (parameter.in === 'query') {
      cases.push(
        make(`query ${parameter.name} twice`, {
          query: `${queryText(base.query)}&${parameter.name}=1&${parameter.name}=2`,
        }),
        make(`query ${parameter.name}[]`, {
          query: `${parameter.name}[a]=1&${parameter.name}[]=2`,
        }),
      );
    }
    if (parameter.in === 'header') {
      for (const value of ['x'.repeat(5000), '', 'a b c', 'é', '../..', '1'.repeat(30)]) {
        cases.push(
          make(`header ${parameter.name}=${value.slice(0, 20)}`, {
            headers: { [parameter.name]: value },
          }),
        );
      }
    }
  }
  if (thorough) {
    cases.push(
      make('query prototype keys', {
        query: `${queryText(base.query)}&__proto__=1&constructor=x&prototype=y&__proto__[a]=1`,
      }),
    );
  }

  if (body !== undefined) {
    for (const path of leafPaths(body)) {
      const name = path.join('.') || '(body)';
      // Not thorough: only values this very field must refuse, so a call aimed at a real
      // record can never be valid (a missing optional field, a null where null is allowed).
      const fieldValues = thorough
        ? [...HOSTILE_STRINGS, ...HOSTILE_NUMBERS, ...WRONG_TYPES, ...looseValues]
        : [...HOSTILE_STRINGS, ...otherTypes(valueAt(body, path))];
      if (thorough && path.length > 0) {
        cases.push(make(`body without ${name}`, { payload: toJson(without(body, path)) }));
      }
      for (const value of fieldValues) {
        const label = `body ${name}=${toJson(value).slice(0, 40)}`;
        cases.push(make(label, { payload: toJson(withValue(body, path, value)) }));
      }
      // Prototype keys inside the field's object, and a deep object in its place.
      cases.push(
        make(`body ${name} prototype keys`, {
          payload: toJson(
            withValue(
              body,
              path,
              new RawJson('{"__proto__":{"x":1},"constructor":{"prototype":1}}'),
            ),
          ),
        }),
        make(`body ${name} deep`, {
          payload: toJson(
            withValue(body, path, new RawJson(`${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`)),
          ),
        }),
      );
    }
  }
  const wholeBodies: TCase[] = [];
  if (body !== undefined || route.method !== 'GET') {
    for (const hostile of HOSTILE_BODIES) {
      wholeBodies.push(
        make(`whole body ${hostile.payload.slice(0, 30)}`, {
          payload: hostile.payload,
          contentType: hostile.contentType,
        }),
      );
    }
  }
  // A bounded, deterministic sample of the variations keeps the run short; every whole
  // hostile body is sent.
  const limit = thorough ? CASES_PER_ROUTE : CASES_PER_ROUTE / 2;
  if (cases.length <= limit) return [...cases, ...wholeBodies];
  const kept = new Set<number>();
  while (kept.size < limit) kept.add(rng.int(0, cases.length - 1));
  return [...[...kept].sort((a, b) => a - b).map((index) => cases[index] as TCase), ...wholeBodies];
}

function urlOf(testCase: TCase): string {
  const path = testCase.route.template.replace(
    /:([A-Za-z0-9_]+)/g,
    (_, name: string) => testCase.params[name] ?? 'x',
  );
  return testCase.query ? `${path}?${testCase.query}` : path;
}

/**
 * What the money and record tables hold, one comparable digest per table. Of a player, only
 * what money and operators decide: their own language, profile and seeds are theirs to set.
 */
async function snapshot(database: Database): Promise<Record<string, string>> {
  const tables: Record<string, string> = {
    users:
      'id, email, password_hash, telegram_id, is_vip, vip_manager_telegram, deposit_count, ' +
      'deposit_sum_minor, banned_at, ban_reason, ban_description',
    // A pending second-factor secret is the operator's own to start over.
    operators: 'id, email, password_hash, role, disabled_at, totp_enabled_at',
    ledger_accounts: '*',
    ledger_transfers: '*',
    ledger_entries: '*',
    wallets: '*',
    payment_transactions: '*',
    fiat_orders: '*',
    fiat_uploads: '*',
    exchange_rates: '*',
    deposit_addresses: '*',
    game_rounds: '*',
    game_transactions: '*',
    studio_rounds: '*',
    bonus_grants: '*',
    bonus_settings: '*',
    wheel_tables: '*',
    wheel_prizes: '*',
    wheel_spins: '*',
    promo_redemptions: '*',
    // Uses of every code; the codes themselves, like offers, are the operators' configuration.
    promo_codes: 'id, used_count',
    // An offer's title is free text: an odd but valid one ('١٢٣', an emoji) rightly creates an
    // offer, recorded in the audit log. Bonus offers are the operators' configuration, not
    // money; every other audited action must stay untouched.
    audit_log: "* FROM audit_log WHERE action NOT LIKE 'bonus_offer.%'",
  };
  const digest: Record<string, string> = {};
  for (const [table, columns] of Object.entries(tables)) {
    const [row] = await queryRows<{ rows: string; digest: string }>(
      database.db,
      sql`SELECT count(*)::text AS rows,
                 md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest
          FROM (SELECT ${sql.raw(columns.includes(' FROM ') ? columns : `${columns} FROM "${table}"`)}) t`,
    );
    digest[table] = `${row?.rows}:${row?.digest}`;
  }
  return digest;
}

describe('every route refuses hostile input without a 5xx or a state change', () => {
  let t: TestApp;
  let database: Database | undefined;
  let player: { cookie: string; globalId: string; id: string };
  let operator: string;
  let routes: TRoute[];

  beforeAll(async () => {
    // One UTC day for the whole run: the player's spin of the day stays used.
    const today = new Date();
    t = await createTestApp(
      { SEED_DEMO_DATA: 'true' },
      {
        onDatabase: (opened) => {
          database = opened;
        },
        clock: () => today,
      },
    );
    // The player holds the operator's e-mail, so sign-up with it is refused too.
    const signedUp = await signUp(t.app, DEV_OPERATOR.email);
    operator = await operatorCookie(t.app);
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users?search=${encodeURIComponent(signedUp.me.globalId)}`,
      headers: { cookie: operator },
    });
    const id = found.json<{ items: { id: string }[] }>().items[0]?.id ?? '';
    player = { cookie: signedUp.cookie, globalId: signedUp.me.globalId, id };
    // A spin is valid whatever it carries: the player's spin of the day is used before the
    // snapshot, so every fuzzed spin must be refused (409) and move nothing.
    const spin = await t.app.inject({
      method: 'POST',
      url: '/api/v2/turbine_of_luck',
      headers: { cookie: player.cookie },
    });
    if (spin.statusCode !== 200) throw new Error(`the first spin failed: ${spin.body}`);
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    routes = routesOf(doc.json());
  });
  afterAll(() => t.close());

  it('answers every variation with a 4xx and a detail, and changes nothing', async () => {
    if (!database) throw new Error('the app did not hand out its database');
    const before = await snapshot(database);
    const rng = createRng('route-fuzz');
    const failures: string[] = [];
    let sent = 0;

    const check = (who: string, testCase: TCase, res: LightMyRequestResponse) => {
      const where = `${who} ${testCase.route.method} ${testCase.route.template} [${testCase.label}]`;
      if (res.statusCode >= 500) {
        failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        return;
      }
      if (res.statusCode >= 400) {
        let detail: unknown;
        try {
          detail = res.json<{ detail?: unknown }>().detail;
        } catch {
          detail = undefined;
        }
        if (typeof detail !== 'string') {
          failures.push(`${where}: ${res.statusCode} without a detail: ${res.body.slice(0, 200)}`);
        }
      }
    };

    const run = async (
      who: string,
      cookie: string | undefined,
      context: TSampleContext,
      thorough: boolean,
      only: (route: TRoute) => boolean = () => true,
    ) => {
      for (const route of routes.filter(only)) {
        const admin = route.template.startsWith('/api/admin/');
        if (who === 'player' && admin) continue;
        if (who.startsWith('operator') && !admin) continue;
        // Signing out is a valid call whatever it carries; it would end the session under test.
        if (cookie && route.template.endsWith('/auth/logout')) continue;
        for (const testCase of casesOf(route, context, rng, thorough)) {
          const headers: Record<string, string> = { ...testCase.headers };
          if (cookie) headers.cookie = cookie;
          if (testCase.contentType) headers['content-type'] = testCase.contentType;
          const res = await t.app.inject({
            method: testCase.route.method as 'GET',
            url: urlOf(testCase),
            headers,
            ...(testCase.payload === undefined ? {} : { payload: testCase.payload }),
          });
          sent += 1;
          check(who, testCase, res);
        }
      }
    };

    const nothing: TSampleContext = { ids: {} };
    await run('visitor', undefined, nothing, true);
    await run('player', player.cookie, nothing, true);
    await run('operator', operator, nothing, true);
    // Aimed at the real player: only values every field must refuse, so nothing may move.
    // A call without a body (unban) is valid whatever it carries: only calls with one.
    await run(
      'operator (real player)',
      operator,
      { ids: { id: player.id } },
      false,
      (route) => route.template.startsWith('/api/admin/users/:id') && route.body !== undefined,
    );
    await run(
      'visitor (real player)',
      undefined,
      { ids: { globalId: player.globalId } },
      false,
      (route) => JSON.stringify(route.body ?? {}).includes('"globalId"'),
    );

    expect({ failed: failures.length, first: failures.slice(0, 40) }).toEqual({
      failed: 0,
      first: [],
    });
    expect(await snapshot(database)).toEqual(before);
    expect(sent).toBeGreaterThan(5000);
  }, 300_000);

  it('refuses the inputs that once reached the database, naming the field', async () => {
    const asOperator = { cookie: operator };
    const emptyPatch = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${player.id}`,
      headers: asOperator,
      payload: {},
    });
    expect(emptyPatch.statusCode).toBe(400);
    expect(emptyPatch.json()).toMatchObject({ detail: 'validation_error', in: 'body' });

    const hugeDeposit = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/deposits',
      payload: { globalId: player.globalId, currency: 'USD', amount: '1'.repeat(30) },
    });
    expect(hugeDeposit.statusCode).toBe(400);
    expect(hugeDeposit.json()).toMatchObject({
      detail: 'validation_error',
      fields: [{ path: 'amount', message: 'Validation.invalid_amount' }],
    });

    for (const url of [
      '/api/v2/games?search=a%00b',
      `/api/admin/users?search=${encodeURIComponent('x\u0000')}`,
      '/api/v2/wallet/orders/not-expired?bank_id=%ED%A0%80',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        // Both sessions: the player's calls and the operator's alike.
        headers: { cookie: `${player.cookie}; ${operator}` },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ detail: 'validation_error', in: 'querystring' });
    }

    const longId = await t.app.inject({ method: 'GET', url: `/api/v2/games/${'1'.repeat(2000)}` });
    expect(longId.statusCode).toBe(414);
    expect(longId.json()).toEqual({ detail: 'uri_too_long' });
  });

  it('keeps every currency within the precision accepted amounts are bounded for', async () => {
    if (!database) throw new Error('the app did not hand out its database');
    const rows = await queryRows<{ code: string; precision: number }>(
      database.db,
      sql`SELECT code, precision FROM currencies WHERE precision > ${MAX_AMOUNT_PRECISION}`,
    );
    expect(rows).toEqual([]);
  });
});
