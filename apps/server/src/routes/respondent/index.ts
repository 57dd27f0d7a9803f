import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.ts';
import { questionnaireRoutes } from './questionnaire.ts';

/** What an invited contact's links call: questionnaire, tracking, unsubscribe. */
export const respondentRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  for (const routes of [
    // each area's plugin, one per line
    questionnaireRoutes,
  ] as FastifyPluginAsyncZod<{ services: Services }>[]) {
    await app.register(routes, { services });
  }
};
