import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/**
 * The browsable reference at /api/docs: Swagger UI, its assets served from the package (no
 * CDN), reading the document the server generates. Registered as an encapsulated plugin:
 * its onRoute hook makes the page's routes public without touching any other route.
 */
export async function docsPage(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true };
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // The page documents this server only: no top bar to explore other documents (nor its logo).
    theme: {
      title: 'Opinio API',
      css: [{ filename: 'opinio.css', content: '.swagger-ui .topbar { display: none; }' }],
    },
    uiConfig: { docExpansion: 'none', deepLinking: true, tryItOutEnabled: false },
  });
}
