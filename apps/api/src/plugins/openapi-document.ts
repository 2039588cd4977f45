import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * What the OpenAPI document says beyond each route's own schema, derived here once so no route can
 * forget it: an operationId from the method and path, the security the route's access declaration
 * demands, and the error answers its inputs and access make possible (all in the one error shape).
 */

export const BEARER_SCHEME = 'bearer';

/** GET /api/goods/:id/movements -> getGoodsByIdMovements. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api')
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : [segment]))
    .flatMap((segment) => segment.split(/[-_]/))
    .filter((word) => word !== '');
  const capitalised = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return method.toLowerCase() + capitalised.join('');
}

/** The route's zod schemas as JSON Schema, plus its operationId and security. */
export const describeRoute: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const method = [input.route.method].flat()[0] ?? 'get';
  // Anonymous routes need nothing; every other one a signed-in user's bearer token (the auth hook).
  const security = input.route.config?.access === 'anonymous' ? [] : [{ [BEARER_SCHEME]: [] }];
  return { schema: { operationId: operationIdOf(method, input.url), security, ...schema }, url };
};

const ERROR_SCHEMA = {
  type: 'object',
  required: ['detail', 'code'],
  properties: {
    detail: { type: 'string', description: 'What went wrong, in words a person can read.' },
    code: { type: 'string', description: 'A machine-readable code, such as VALIDATION or NOT_FOUND.' },
    errors: {
      type: 'array',
      description: 'For invalid input: each field and what is wrong with it.',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

const ERROR_RESPONSES = {
  400: { name: 'BadRequest', description: 'The input is invalid; errors names each field.' },
  401: { name: 'Unauthorized', description: 'Not signed in, or the session has ended.' },
  403: { name: 'Forbidden', description: 'This role or account may not do this.' },
  404: { name: 'NotFound', description: 'No such record, or not one this user may see.' },
  429: { name: 'TooManyRequests', description: 'Too many requests from this client this minute.' },
} as const;
type ErrorStatus = keyof typeof ERROR_RESPONSES;

type Operation = {
  parameters?: { in: string }[];
  requestBody?: unknown;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
};

/** The error answers an operation can give, from what it takes and who may call it. */
function errorStatuses(path: string, operation: Operation): ErrorStatus[] {
  const statuses: ErrorStatus[] = [];
  if ((operation.parameters?.length ?? 0) > 0 || operation.requestBody !== undefined) statuses.push(400);
  if ((operation.security?.length ?? 0) > 0) statuses.push(401, 403);
  if (operation.parameters?.some((parameter) => parameter.in === 'path')) statuses.push(404);
  // The per-client limit covers every API route but the probes (modules/settings/rate-limit.ts).
  if (path !== '/api/health' && path !== '/api/ready') statuses.push(429);
  return statuses;
}

/** Adds the servers, the bearer scheme's users, the shared error shape and each operation's errors. */
export const completeDocument: SwaggerTransformObject = (documentObject) => {
  if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
  const document = documentObject.openapiObject;
  const components = document.components ?? {};
  const responses = Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(({ name, description }) => [
      name,
      { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    ]),
  );
  const paths = document.paths ?? {};
  for (const [path, item] of Object.entries(paths)) {
    for (const operation of Object.values(item ?? {}) as Operation[]) {
      if (typeof operation !== 'object' || operation === null || !('responses' in operation)) continue;
      for (const status of errorStatuses(path, operation)) {
        operation.responses![status] ??= { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
      }
    }
  }
  return {
    ...document,
    // The API is served under /api by whichever host serves this document.
    servers: [{ url: '/', description: 'The server that serves this document' }],
    components: {
      ...components,
      schemas: { ...components.schemas, Error: ERROR_SCHEMA },
      responses: { ...components.responses, ...responses },
    },
    paths,
  } as typeof document;
};
