/**
 * The questionnaire's calls (`respondentApi` in campaigns.ts), apart from the route table so
 * that the respondent's page builds its URL from the same text without loading the table's
 * schemas (it is a page of its own, kept small for phones).
 */
export const QUESTIONNAIRE_PATH = '/api/responsive/:token';

/** The questionnaire's URL for an invitation's token. */
export const questionnaireUrl = (token: string) =>
  QUESTIONNAIRE_PATH.replace(':token', encodeURIComponent(token));

/**
 * The query parameter of a survey link that answers the questionnaire's first question (a
 * mail's answer buttons); the questionnaire honours it when the value fits the question.
 */
export const FIRST_ANSWER_PARAM = 'a';
