import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, newCustomer, signIn, type TestApp } from '../../test/test-app.js';

type Operation = { requestBody?: { content?: Record<string, { schema?: { type?: string } }> } };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];
const UNKNOWN = 'surely_not_a_field';

/**
 * Issue 39 item 9: every write route refuses a key it does not know (a misspelt field would
 * otherwise be dropped in silence, and the write would look saved). The walk covers every route
 * the OpenAPI document gives a JSON object body, so a new route cannot be forgotten.
 */
describe('unknown keys in request bodies', () => {
  let t: TestApp;
  const tokens: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    t = await createTestApp();
    tokens.admin = (await signIn(t.app, DEMO.admin)).headers;
    tokens.employee = (await signIn(t.app, DEMO.employee)).headers;
    const customer = newCustomer();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: customer });
    tokens.customer = (await signIn(t.app, customer)).headers;
  });
  afterAll(async () => t.close());

  it('when any write route with a JSON body gets an unknown key, then 400 names it and nothing is accepted', async () => {
    const document = t.app.swagger() as unknown as OpenApi;
    const access = new Map(t.app.routeAccess.map((route) => [`${route.method} ${route.url}`, route.access]));
    const walked: string[] = [];
    const accepted: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!WRITE_METHODS.includes(method)) continue;
        const json = operation.requestBody?.content?.['application/json'];
        if (!json) continue;
        const route = path.replace(/\{(\w+)\}/g, ':$1');
        const roles = access.get(`${method.toUpperCase()} ${route}`);
        const role = roles === 'anonymous' || roles === undefined ? undefined : roles[0];
        const response = await t.app.inject({
          method: method.toUpperCase() as 'POST',
          url: path.replace(/\{\w+\}/g, '1'),
          headers: role ? tokens[role] : {},
          payload: { [UNKNOWN]: 1 },
        });
        walked.push(`${method.toUpperCase()} ${path}`);
        const body = response.json() as { errors?: { field: string; message: string }[] };
        const named = (body.errors ?? []).some(
          (error) => error.field.includes(UNKNOWN) || error.message.includes(UNKNOWN),
        );
        if (response.statusCode !== 400 || !named)
          accepted.push(`${method.toUpperCase()} ${path} -> ${response.statusCode}`);
      }
    }
    expect(walked.length).toBeGreaterThan(20);
    expect(accepted.join('\n')).toBe('');
  });
});
