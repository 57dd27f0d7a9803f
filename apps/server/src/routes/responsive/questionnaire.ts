import { respondentApi } from '@opinio/domain/api/campaigns';
import { perIpRouteLimit } from '#auth/sign-in-limits.ts';
import { completeQuestionnaire, loadQuestionnaire, saveAnswers } from '#respondent/questionnaire.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** Calls per address and minute: a respondent saves every change, a guesser of tokens gets little. */
const QUESTIONNAIRE_PER_IP = { max: 300, timeWindow: 60_000 } as const;
const limited = { config: { rateLimit: perIpRouteLimit(QUESTIONNAIRE_PER_IP) } };

/** The questionnaire of an invitation (/responsive?t=token): no sign-in, the token decides. */
const questionnaireRoutes: RoutePlugin<
  'analytics' | 'catalog' | 'config' | 'database' | 'live' | 'mailer' | 'sandbox' | 'webhooks'
> = async (app, { services }) => {
  app.route({
    ...routeOptions(respondentApi.questionnaire, limited),
    handler: async (request) => loadQuestionnaire(services, request.params.token),
  });

  app.route({
    ...routeOptions(respondentApi.save, limited),
    handler: async (request, reply) => {
      await saveAnswers(services, request.params.token, request.body);
      return reply.code(204).send();
    },
  });

  app.route({
    ...routeOptions(respondentApi.complete, limited),
    handler: async (request, reply) => {
      await completeQuestionnaire(services, request.params.token, request.body, request.log);
      return reply.code(201).send({ completed: true });
    },
  });
};

export default questionnaireRoutes;
