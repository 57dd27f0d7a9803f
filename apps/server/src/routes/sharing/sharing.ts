import { interviewsApi } from '@opinio/domain/api/interviews';
import { requestLocale } from '#auth/request-locale.ts';
import { enterUniverse } from '#db/tenant-context.ts';
import { loadInterview } from '#interviews/interview-repository.ts';
import { verifyShare } from '#interviews/share-link.ts';
import { sharingSecret } from '#interviews/sharing-secret.ts';
import { notFound } from '#lib/http-error.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';
import { answerViews } from '#surveys/interview-view.ts';

/**
 * A shared interview, without sign-in: a = interview id, b = universe, expiry and an HMAC
 * of them (interviews/share-link.ts). Only that interview's answers, date and unit title.
 */
const sharingRoutes: RoutePlugin<'catalog' | 'config' | 'database'> = async (app, { services }) => {
  app.route({
    ...routeOptions(interviewsApi.sharedInterview),
    handler: async (request) => {
      const { survey: extName, a, b } = request.params;
      const gone = notFound('This link is not valid or has expired', { code: 'invalid_link' });
      if (!/^\d{1,15}$/.test(a)) throw gone;
      const secret = await sharingSecret(services.database.db, services.config.sharingSecret);
      const ref = verifyShare(secret, Number(a), b, Math.floor(Date.now() / 1000));
      if (ref) enterUniverse(ref.universeId);
      const survey = ref
        ? await services.catalog.survey(ref.universeId, extName, requestLocale(request))
        : undefined;
      const interview =
        ref &&
        survey?.id === ref.surveyId &&
        (await loadInterview(services.database.db, survey, ref.interviewId));
      if (!survey || !interview) throw gone;
      return {
        survey: survey.title,
        date: interview.date.toISOString(),
        unitTitle: survey.organisation.unitsById.get(interview.unitId)?.title ?? '',
        answers: answerViews(survey, interview),
      };
    },
  });
};

export default sharingRoutes;
