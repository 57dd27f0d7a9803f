import { apiPath } from '@opinio/domain/api/api-route';
import { interviewsApi } from '@opinio/domain/api/interviews';
import type { TSharedInterview, TShareLink } from '@opinio/domain/schemas/interviews';
import type { TLocale } from '@opinio/domain/schemas/locale';
import { enterUniverse } from '#db/tenant-context.ts';
import { notFound } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import { answerViews, type InterviewRow } from '#surveys/interview-view.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { loadInterview } from './interview-repository.ts';
import { signShare, verifyShare } from './share-link.ts';
import { sharingSecret } from './sharing-secret.ts';

const DAY_SECONDS = 86_400;

/** A link that shows one interview without sign-in for `days` days (30 unless told). */
export async function interviewShareLink(
  services: Pick<Services, 'config' | 'database'>,
  survey: SurveyModel,
  interview: InterviewRow,
  days = 30,
): Promise<TShareLink> {
  const expiresAt = Math.floor(Date.now() / 1000) + days * DAY_SECONDS;
  const secret = await sharingSecret(services.database.db, services.config.sharingSecret);
  const b = signShare(secret, {
    universeId: survey.universeId,
    surveyId: survey.id,
    interviewId: interview.id,
    expiresAt,
  });
  const path = apiPath(interviewsApi.sharedInterview, { survey: survey.extName, a: interview.id, b });
  return { path, expiresAt: new Date(expiresAt * 1000).toISOString() };
}

/**
 * The interview a sharing link shows (a = interview id, b = universe, expiry and an HMAC of
 * them, see share-link.ts): only its answers, date and unit title. A link that is not valid,
 * has expired or names another survey is refused as not found.
 */
export async function sharedInterview(
  services: Pick<Services, 'catalog' | 'config' | 'database'>,
  link: { survey: string; a: string; b: string },
  locale: TLocale | null,
): Promise<TSharedInterview> {
  const gone = notFound('This link is not valid or has expired', { code: 'invalid_link' });
  if (!/^\d{1,15}$/.test(link.a)) throw gone;
  const secret = await sharingSecret(services.database.db, services.config.sharingSecret);
  const ref = verifyShare(secret, Number(link.a), link.b, Math.floor(Date.now() / 1000));
  if (ref) enterUniverse(ref.universeId);
  const survey = ref ? await services.catalog.survey(ref.universeId, link.survey, locale) : undefined;
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
}
