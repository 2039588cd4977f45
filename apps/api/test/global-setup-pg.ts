import type { TestProject } from 'vitest/node';
import { prepareTemplate, templateNamesFor } from './template-db.js';

export default async function setup(project: TestProject) {
  const names = templateNamesFor(`pg_${process.pid}`);
  project.provide('templateNames', names);
  return prepareTemplate('pg', names);
}

// Declaration merging needs an interface.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'vitest' {
  export interface ProvidedContext {
    templateNames: { pgliteDir: string; pgDatabase: string };
  }
}
