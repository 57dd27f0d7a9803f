import { respondentApi } from '@opinio/domain/api/campaigns';
import { FIRST_ANSWER_PARAM } from '@opinio/domain/api/respondent-path';
import {
  recordClicked,
  recordOpened,
  unsubscribe,
  unsubscribeInfo,
} from '#campaigns/tracking/message-tracking.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** A transparent 1x1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The questionnaire page of a token (it tells an unknown or expired link itself). */
const questionnairePage = (token: string, answer?: string) =>
  `/responsive?t=${encodeURIComponent(token)}${answer === undefined ? '' : `&${FIRST_ANSWER_PARAM}=${answer}`}`;

/** What a message's links call: the pixel, the survey link and the unsubscribe (no sign-in). */
const trackingRoutes: RoutePlugin<'catalog' | 'database' | 'live'> = async (app, { services }) => {
  // Mail programs send the one-click unsubscribe as a form (RFC 8058): its body says nothing more.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data'])
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 1024 }, (_r, _b, done) =>
      done(null, undefined),
    );

  app.route({
    ...routeOptions(respondentApi.opened),
    handler: async (request, reply) => {
      await recordOpened(services, request.params.token);
      return reply.header('content-type', 'image/gif').header('cache-control', 'no-store').send(PIXEL);
    },
  });

  app.route({
    ...routeOptions(respondentApi.clicked),
    handler: async (request, reply) => {
      await recordClicked(services, request.params.token);
      return reply
        .header('cache-control', 'no-store')
        .redirect(questionnairePage(request.params.token, request.query[FIRST_ANSWER_PARAM]), 302);
    },
  });

  app.route({
    ...routeOptions(respondentApi.unsubscribeInfo),
    handler: async (request, reply) => {
      const info = await unsubscribeInfo(services, request.params.token);
      return reply.header('cache-control', 'no-store').send(info);
    },
  });

  app.route({
    ...routeOptions(respondentApi.unsubscribe),
    handler: async (request, reply) => {
      await unsubscribe(services, request.params.token);
      return reply.code(204).send();
    },
  });
};

export default trackingRoutes;
