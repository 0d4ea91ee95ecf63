import fp from 'fastify-plugin';
import type { FastifySchema } from 'fastify';
import type { Contract } from '../openapi/contract.js';

/** A registered route as GET /api/openapi.json and the checks of the whole API see it. */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema?: FastifySchema;
  /** The route's own body limit, where it is below the app's. */
  bodyLimit?: number;
  /** What GET /api/openapi.json says of it. */
  contract?: Contract;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin: what the OpenAPI document is made of. */
    registeredRoutes: RegisteredRoute[];
  }
}

export default fp(
  async (app) => {
    const routes: RegisteredRoute[] = [];
    app.decorate('registeredRoutes', routes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema, bodyLimit: route.bodyLimit, contract: route.config?.contract });
    });
  },
  { name: 'route-registry' },
);
