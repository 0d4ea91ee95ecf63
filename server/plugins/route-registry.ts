import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin: what the OpenAPI check compares the document with. */
    registeredRoutes: { method: string; url: string }[];
  }
}

export default fp(
  async (app) => {
    const routes: { method: string; url: string }[] = [];
    app.decorate('registeredRoutes', routes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });
  },
  { name: 'route-registry' },
);
