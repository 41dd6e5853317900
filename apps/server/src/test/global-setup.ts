import type { TestProject } from 'vitest/node';
import { buildTemplates } from './database-templates';

/** Once per run of the server tests: the databases every test file copies its own from. */
export default async function setup(project: TestProject) {
  try {
    const { templates, remove } = await buildTemplates();
    project.provide('databaseTemplates', templates);
    return remove;
  } catch (error) {
    // The app does not start: every test file then migrates its own database and the
    // failure shows in the tests that need the app, not as one error before any test.
    console.warn('test database templates not built:', error);
    project.provide('databaseTemplates', undefined);
    return undefined;
  }
}
