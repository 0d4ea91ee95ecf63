import fp from 'fastify-plugin';
import type { FastifySchema } from 'fastify';

/** A registered route as the checks of the whole API see it: the OpenAPI check and the bad-input test. */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema?: FastifySchema;
  /** The route's own body limit, where it is below the app's. */
  bodyLimit?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin: what the OpenAPI check compares the document with. */
    registeredRoutes: RegisteredRoute[];
  }
}

export default fp(
  async (app) => {
    const routes: RegisteredRoute[] = [];
    app.decorate('registeredRoutes', routes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema, bodyLimit: route.bodyLimit });
    });
  },
  { name: 'route-registry' },
);
