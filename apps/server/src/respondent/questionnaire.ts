import type { CodedError, ErrorCodeOf } from '@opinio/domain/error-codes';
import {
  INVITATION_VALID_DAYS,
  type TQuestionnaire,
  type TQuestionnaireAnswers,
} from '@opinio/domain/schemas/campaigns';
import type { FastifyBaseLogger } from 'fastify';
import { enterUniverse, runAsTenant } from '#db/tenant-context.ts';
import { ingestAndNotify } from '#import/ingest-and-notify.ts';
import type { NewAnswer } from '#ingestion/insert-interviews.ts';
import { answerFor, isAnswerProblem } from '#ingestion/validate-batch.ts';
import { badRequest, HttpError, notFound } from '#lib/http-error.ts';
import { publishLoadCount } from '#live/publish.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import {
  draftOf,
  type Invitation,
  invitationByToken,
  linkInterview,
  saveDraft,
  universeSender,
} from './invitation-repository.ts';
import { checkAnswers, isAnswered, questionnaireQuestions } from './questionnaire-questions.ts';

const DAY_MS = 86_400_000;

/** One answer for every link that does not work, whatever the reason: it reveals nothing. */
const invalidLink = () =>
  notFound('This survey link is not valid. It may have expired.', { code: 'invalid_link' });
const alreadyAnswered = () =>
  new HttpError({ code: 'answered' }, 'This survey has already been answered. Thank you!');

interface OpenInvitation {
  invitation: Invitation;
  survey: SurveyModel;
}

/**
 * The invitation of a token, as its universe from here on, with its survey in the contact's
 * language. A link never sent, sent more than INVITATION_VALID_DAYS ago, whose sending failed,
 * or whose survey is gone is not valid (404); a contact who answered gets 409 `answered`.
 */
async function openInvitation(
  services: Pick<Services, 'catalog' | 'database'>,
  token: string,
): Promise<OpenInvitation> {
  const { db } = services.database;
  const invitation = await runAsTenant('all', () => invitationByToken(db, token));
  const oldest = Date.now() - INVITATION_VALID_DAYS * DAY_MS;
  if (!invitation || invitation.failed || !invitation.sentAt || invitation.sentAt.getTime() < oldest)
    throw invalidLink();
  enterUniverse(invitation.universeId);
  const models = await services.catalog.surveys(invitation.universeId, invitation.locale);
  const survey = models.find((s) => s.id === invitation.surveyId);
  if (!survey?.organisation.unitsById.has(invitation.unitId)) throw invalidLink();
  if (invitation.answered) throw alreadyAnswered();
  return { invitation, survey };
}

export async function loadQuestionnaire(
  services: Pick<Services, 'catalog' | 'database'>,
  token: string,
): Promise<TQuestionnaire> {
  const { invitation, survey } = await openInvitation(services, token);
  const { db } = services.database;
  const questions = questionnaireQuestions(survey);
  const [sender, draft] = await Promise.all([
    universeSender(db, invitation.universeId),
    draftOf(db, invitation),
  ]);
  // Answers to questions the survey no longer asks are left out.
  const asked = new Set(questions.map((q) => q.id));
  const answers = Object.fromEntries(Object.entries(draft?.answers ?? {}).filter(([id]) => asked.has(id)));
  return {
    locale: survey.locale ?? survey.defaultLocale,
    sender: sender.title,
    brand: { primaryColor: sender.primaryColor, logoUrl: sender.logoUrl },
    surveyTitle: survey.title,
    unitTitle: survey.organisation.unitsById.get(invitation.unitId)!.title,
    questions,
    saved: { answers, position: Math.min(draft?.position ?? 0, Math.max(questions.length - 1, 0)) },
  };
}

export async function saveAnswers(
  services: Pick<Services, 'catalog' | 'database'>,
  token: string,
  body: TQuestionnaireAnswers,
): Promise<void> {
  const { invitation, survey } = await openInvitation(services, token);
  checkAnswers(questionnaireQuestions(survey), body.answers, false);
  await saveDraft(services.database.db, invitation, body);
}

/**
 * The answers become an interview through the ingestion of the API and imports (computed
 * variables, alert rules, live alerts). Its externalId names the contact, so of two
 * completions at the same moment only one writes an interview; the other is 409 `answered`.
 */
export async function completeQuestionnaire(
  services: Pick<
    Services,
    'analytics' | 'catalog' | 'config' | 'database' | 'live' | 'mailer' | 'sandbox' | 'webhooks'
  >,
  token: string,
  body: TQuestionnaireAnswers,
  log: FastifyBaseLogger,
): Promise<void> {
  const { invitation, survey } = await openInvitation(services, token);
  checkAnswers(questionnaireQuestions(survey), body.answers, true);
  const answers: NewAnswer[] = [];
  for (const [id, value] of Object.entries(body.answers)) {
    const question = survey.questionsByExtName.get(id);
    if (!question || !isAnswered(value)) continue;
    const answer = answerFor(question, value);
    if (isAnswerProblem(answer))
      throw badRequest(
        `The answer to ${id} ${answer.message}`,
        `answers.${id}`,
        answer as CodedError<ErrorCodeOf<400>>,
      );
    answers.push(answer);
  }
  const interview = {
    externalId: `campaign-contact-${invitation.contactId}`,
    unitId: invitation.unitId,
    date: new Date(),
    answers,
  };
  // Announced once the contact points at it (below), so the campaign filter sees both.
  const written = await ingestAndNotify(services, survey, [interview], log, { announce: false }).catch(
    (error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 409) throw alreadyAnswered();
      throw error;
    },
  );
  const linked = await linkInterview(services.database.db, invitation, written.ids[0]);
  if (written.inserted > 0 || linked) {
    services.analytics.changed(survey.id);
    await publishLoadCount(services, survey);
  }
  if (written.inserted === 0) throw alreadyAnswered();
}
