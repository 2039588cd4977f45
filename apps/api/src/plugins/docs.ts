import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { APP_VERSION } from '../lib/version.js';
import { BEARER_SCHEME, completeDocument, describeRoute } from './openapi-document.js';

/** OpenAPI generated from the zod route schemas, browsable at /api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Stockyard API', version: APP_VERSION },
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access_token that POST /api/auth/login answers with.',
          },
        },
      },
    },
    transform: describeRoute,
    transformObject: completeDocument,
  });
  // Swagger's own routes are public documentation; declared before they are registered.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) {
      route.config = { ...route.config, access: 'anonymous' };
    }
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list' },
    // The docs UI has its own inline scripts; the CSP for those pages comes from swagger-ui.
    staticCSP: true,
  });
});
