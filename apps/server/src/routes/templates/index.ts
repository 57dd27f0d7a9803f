import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.ts';
import { templateCrudRoutes } from './template-crud.ts';
import { templatePreviewRoutes } from './template-preview.ts';

/** Mail, SMS and letter templates. */
export const templateRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  for (const routes of [
    // each area's plugin, one per line
    templateCrudRoutes,
    templatePreviewRoutes,
  ] as FastifyPluginAsyncZod<{ services: Services }>[]) {
    await app.register(routes, { services });
  }
};
