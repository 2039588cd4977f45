import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { operationIdOf } from './openapi-document.js';

type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { $ref?: string }>;
};
type Document = {
  servers?: { url: string }[];
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
  paths: Record<string, Record<string, Operation>>;
};

let previous: ts.Program | undefined;
/** Type-checks `usage` beside the client types generated from the document; answers the errors. */
function typeErrors(dir: string, usage: string): string[] {
  const file = join(dir, 'usage.ts');
  writeFileSync(file, usage);
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    lib: ['lib.es2022.d.ts'],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  };
  // The second check reuses the first one's parsed files (the generated client among them).
  const program = ts.createProgram({ rootNames: [file], options, oldProgram: previous });
  previous = program;
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: Document;
  let operations: { method: string; path: string; operation: Operation }[];
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    document = t.app.swagger() as unknown as Document;
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
    );
    dir = mkdtempSync(join(tmpdir(), 'stockyard-openapi-client-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  it('when a path has parameters and dashes, then its operationId is the method and the words', () => {
    expect(operationIdOf('GET', '/api/goods/:id/movements')).toBe('getGoodsByIdMovements');
    expect(operationIdOf('POST', '/api/users/me/two-factor/recovery-codes')).toBe('postUsersMeTwoFactorRecoveryCodes');
  });

  it('when built, then every operation has a summary and a unique operationId', () => {
    expect(operations.length).toBeGreaterThan(90);
    for (const { method, path, operation } of operations) {
      expect(operation.summary, `${method} ${path}`).toMatch(/\S/);
    }
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.servers?.length).toBeGreaterThan(0);
  });

  it('when a route is anonymous, then it needs no security; else the bearer token and 401/403 answers', () => {
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const login = document.paths['/api/auth/login']!.post!;
    expect(login.security).toEqual([]);
    expect(login.responses['401']).toBeUndefined();
    expect(login.responses['400']).toEqual({ $ref: '#/components/responses/BadRequest' });
    const users = document.paths['/api/users']!.get!;
    expect(users.security).toEqual([{ bearer: [] }]);
    expect(users.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    expect(users.responses['403']).toEqual({ $ref: '#/components/responses/Forbidden' });
    // Declared by the route itself (a stale version), not replaced by the shared answers.
    expect(document.paths['/api/goods/{id}']!.put!.responses['409']!.$ref).toBeUndefined();
    expect(document.paths['/api/goods/{id}']!.get!.responses['404']).toEqual({
      $ref: '#/components/responses/NotFound',
    });
    // Every route declares its access, so the document's security matches it route for route.
    for (const route of t.app.routeAccess.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      if (!operation) continue;
      expect(operation.security, `${route.method} ${route.url}`).toEqual(
        route.access === 'anonymous' ? [] : [{ bearer: [] }],
      );
    }
  });

  it('when a typed client is generated from it, then correct use type-checks and wrong use does not', async () => {
    writeFileSync(join(dir, 'openapi.ts'), astToString(await openapiTS(JSON.stringify(document))));
    const usage = (loginBody: string) => `
      import type { components, operations } from './openapi';
      type Login = operations['postAuthLogin'];
      export const body: NonNullable<Login['requestBody']>['content']['application/json'] = ${loginBody};
      type Answer = Login['responses'][200]['content']['application/json'];
      export const tokenOf = (answer: Answer): string => answer.access_token;
      export const codeOf = (error: components['schemas']['Error']): string => error.code;
      type Goods = operations['getGoods']['responses'][200]['content']['application/json'];
      export const totalOf = (page: Goods): number => page.total;
    `;
    expect(typeErrors(dir, usage(`{ username: 'admin', password: 'admin123' }`))).toEqual([]);
    expect(typeErrors(dir, usage(`{ user: 'admin' }`)).join('\n')).toMatch(/user/);
  }, 60_000);
});
