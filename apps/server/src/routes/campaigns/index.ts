import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.ts';
import { campaignManagementRoutes } from './campaigns.ts';
import { campaignDownloadRoutes } from './downloads.ts';
import { trackingRoutes } from './tracking.ts';

/** Campaigns: reach, creation, sending, details, downloads. */
export const campaignRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  for (const routes of [
    // each area's plugin, one per line
    campaignManagementRoutes,
    campaignDownloadRoutes,
    trackingRoutes,
  ] as FastifyPluginAsyncZod<{ services: Services }>[]) {
    await app.register(routes, { services });
  }
};
