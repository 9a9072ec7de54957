import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { declareScopeAccess } from '../../plugins/app/access';

/** OpenAPI generated from the routes' schemas, and its UI at /api/docs (public). Register before the routes. */
export default fp(async function apiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: { info: { title: 'Nukkad API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(async function docsUi(scope) {
    declareScopeAccess(scope, 'public');
    await scope.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });
});
