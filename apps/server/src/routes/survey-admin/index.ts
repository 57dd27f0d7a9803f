import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.ts';
import { configBlockRoutes } from './config-blocks.ts';
import { metadataRoutes } from './metadata.ts';
import { scriptRoutes } from './scripts.ts';
import { surveyListRoutes } from './survey-list.ts';
import { universeDataRoutes } from './universe-data.ts';

/**
 * Survey administration (root users; the route table marks each call `root`): the survey
 * list, configuration blocks, questions and variables, universe settings and scripts.
 */
export const surveyAdminRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  for (const routes of [
    // each area's plugin, one per line
    surveyListRoutes,
    configBlockRoutes,
    metadataRoutes,
    universeDataRoutes,
    scriptRoutes,
  ]) {
    await app.register(routes, { services });
  }
};
