import { z } from 'zod';
import {
  ZCampaignCreate,
  ZCampaignCreated,
  ZCampaignDetails,
  ZCampaignDraft,
  ZCampaignList,
  ZCampaignReach,
  ZCampaignRemind,
  ZCampaignStatusChange,
  ZInvitationToken,
  ZLettersArchiveQuery,
  ZQuestionnaire,
  ZQuestionnaireAnswers,
  ZTemplate,
  ZTemplateList,
  ZTemplateListQuery,
  ZTemplatePreview,
  ZTemplatePreviewRequest,
  ZTemplateSave,
  ZTemplateTestSend,
  ZTemplateTestSent,
  ZUnsubscribeInfo,
} from '../schemas/campaigns.ts';
import { type ApiRoute, getFormOf, ZNoContent } from './api-route.ts';
import { idParam, ZDashboardParams, ZSurveyParam, ZSurveyParams } from './path-params.ts';
import { FIRST_ANSWER_PARAM, QUESTIONNAIRE_PATH } from './respondent-path.ts';

const ZTemplateParams = z.object({ survey: ZSurveyParam, templateId: idParam('The template') });
const ZCampaignParams = z.object({ survey: ZSurveyParam, campaignId: idParam('The campaign') });
/** The random token of one message: its survey link, tracking and unsubscribe. */
const ZTokenParams = z.object({ token: ZInvitationToken });
/** A mail's first-question button: the answer it gives (the questionnaire checks it). */
const ZClickedQuery = z.object({
  [FIRST_ANSWER_PARAM]: z
    .string()
    .regex(/^-?\d{1,7}$/, 'expected the number of an answer')
    .optional()
    .describe("The first question's answer the mail's button gives"),
});

const TEMPLATES = { tag: 'campaigns', auth: 'session' } as const;

/** Mail, SMS and letter templates of a survey. */
export const templatesApi = {
  list: {
    ...TEMPLATES,
    method: 'GET',
    path: '/api/vuejs/templates/:survey',
    summary: "The survey's templates, optionally of one channel",
    description: 'For those who may manage templates or campaigns (403 for others).',
    params: ZSurveyParams,
    querystring: ZTemplateListQuery,
    response: { 200: ZTemplateList },
    errors: [403],
  },
  get: {
    ...TEMPLATES,
    method: 'GET',
    path: '/api/vuejs/templates/:survey/:templateId',
    summary: 'One template with its variants',
    description: 'For those who may manage templates or campaigns (403 for others).',
    params: ZTemplateParams,
    response: { 200: ZTemplate },
    errors: [403],
  },
  create: {
    ...TEMPLATES,
    method: 'POST',
    path: '/api/vuejs/templates/:survey',
    summary: 'A new template',
    description:
      'A mail body is sanitised HTML; an unknown `{{placeholder}}` is refused (400, `field` its path, the message its name).',
    permission: 'templates.manage',
    params: ZSurveyParams,
    body: ZTemplateSave,
    response: { 201: ZTemplate },
  },
  update: {
    ...TEMPLATES,
    method: 'PUT',
    path: '/api/vuejs/templates/:survey/:templateId',
    summary: 'Saves a template (its channel cannot change)',
    permission: 'templates.manage',
    params: ZTemplateParams,
    body: ZTemplateSave,
    response: { 200: ZTemplate },
  },
  delete: {
    ...TEMPLATES,
    method: 'DELETE',
    path: '/api/vuejs/templates/:survey/:templateId',
    summary: 'Deletes a template (campaigns sent with it keep its name)',
    permission: 'templates.manage',
    params: ZTemplateParams,
    response: { 204: ZNoContent },
  },
  preview: {
    ...TEMPLATES,
    method: 'POST',
    path: '/api/vuejs/templates/preview/:survey',
    summary: 'A template, saved or not, filled in for one language and one real contact',
    description:
      "For those who may manage templates or campaigns. A contact outside the caller's scope answers 404.",
    params: ZSurveyParams,
    body: ZTemplatePreviewRequest,
    response: { 200: ZTemplatePreview },
    errors: [403],
  },
  previewPdf: {
    ...TEMPLATES,
    method: 'POST',
    path: '/api/vuejs/templates/previewpdf/:survey',
    summary: 'A letter template, saved or not, laid out as the PDF a contact would get',
    params: ZSurveyParams,
    body: ZTemplatePreviewRequest,
    produces: { mediaType: 'application/pdf', description: 'The letter' },
    errors: [403],
  },
  testSend: {
    ...TEMPLATES,
    method: 'POST',
    path: '/api/vuejs/templates/testsend/:survey/:templateId',
    summary: 'Sends a saved mail template to the caller, or an SMS template to a number',
    description: "Filled in with the newest contact of the caller's scope; its survey link leads nowhere.",
    permission: 'templates.manage',
    params: ZTemplateParams,
    body: ZTemplateTestSend,
    response: { 200: ZTemplateTestSent },
  },
} as const satisfies Record<string, ApiRoute>;

const CAMPAIGNS = { tag: 'campaigns', auth: 'session' } as const;

const archiveLetters = {
  ...CAMPAIGNS,
  method: 'POST',
  path: '/api/vuejs/reports/lettersarchive/:survey/:drillPathFiltered',
  summary:
    'The letters to contacts under the drill node as one zip of PDFs: all, or those not downloaded before',
  description: 'Downloading marks the letters as archived. 404 when there is no letter to give.',
  permission: 'campaigns.manage',
  params: ZDashboardParams,
  querystring: ZLettersArchiveQuery,
  produces: { mediaType: 'application/zip', description: 'One PDF per letter' },
} as const satisfies ApiRoute;

/** Campaigns: who they reach, sending them, and what became of them. */
export const campaignsApi = {
  list: {
    ...CAMPAIGNS,
    method: 'GET',
    path: '/api/vuejs/campaigns/:survey/:drillPathFiltered',
    summary:
      'Campaigns with messages to contacts under the drill node, newest first, with their counts there',
    permission: 'samples.view',
    params: ZDashboardParams,
    response: { 200: ZCampaignList },
  },
  details: {
    ...CAMPAIGNS,
    method: 'GET',
    path: '/api/vuejs/campaign/:survey/:campaignId',
    summary:
      "One campaign: its counts, response rate over time and by unit, and its failures (the caller's scope)",
    description: "A campaign with no message in the caller's scope answers 404.",
    permission: 'samples.view',
    params: ZCampaignParams,
    response: { 200: ZCampaignDetails },
  },
  reach: {
    ...CAMPAIGNS,
    method: 'POST',
    path: '/api/vuejs/campaigns/reach/:survey/:drillPathFiltered',
    summary: 'How many contacts a campaign would reach, and why the others are left out',
    description: 'Changes nothing (a POST for its body).',
    permission: 'campaigns.manage',
    params: ZDashboardParams,
    body: ZCampaignDraft,
    response: { 200: ZCampaignReach },
  },
  create: {
    ...CAMPAIGNS,
    method: 'POST',
    path: '/api/vuejs/campaigns/create/:survey/:drillPathFiltered',
    summary:
      'Creates a campaign for the contacts it reaches and queues its sending (now or at `scheduledAt`)',
    description:
      'The messages are fixed when it is created (the same contacts as the reach preview). 409 `conflict` when nobody would be reached.',
    permission: 'campaigns.manage',
    params: ZDashboardParams,
    body: ZCampaignCreate,
    response: { 201: ZCampaignCreated },
    errors: [409],
  },
  remind: {
    ...CAMPAIGNS,
    method: 'POST',
    path: '/api/vuejs/campaigns/remind/:survey/:campaignId',
    summary: 'A reminder now (or at `scheduledAt`) to the contacts of a campaign who have not answered',
    description: '409 `conflict` when everybody answered, unsubscribed or could not be reached.',
    permission: 'campaigns.manage',
    params: ZCampaignParams,
    body: ZCampaignRemind,
    response: { 201: ZCampaignCreated },
    errors: [409],
  },
  status: {
    ...CAMPAIGNS,
    method: 'POST',
    path: '/api/vuejs/campaigns/status/:survey/:campaignId',
    summary: 'Pauses or resumes the sending of a campaign',
    description: '409 `conflict` for a campaign that has finished sending.',
    permission: 'campaigns.manage',
    params: ZCampaignParams,
    body: ZCampaignStatusChange,
    response: { 204: ZNoContent },
    errors: [409],
  },
  download: {
    ...CAMPAIGNS,
    method: 'GET',
    path: '/api/vuejs/reports/mailcampaign/:survey/:campaignId',
    summary: "The campaign's messages as an Excel workbook (the caller's scope)",
    permission: 'samples.view',
    params: ZCampaignParams,
    produces: {
      mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      description: 'One row per message',
    },
  },
  archiveLetters,
  lettersArchive: getFormOf(archiveLetters),
  letterRender: {
    ...CAMPAIGNS,
    method: 'GET',
    path: '/api/vuejs/reports/letterrender/:survey/:messageId',
    summary: 'One letter as its PDF',
    permission: 'campaigns.manage',
    params: z.object({
      survey: ZSurveyParam,
      messageId: idParam('The letter (its campaign message)', 'bigserial'),
    }),
    produces: { mediaType: 'application/pdf', description: 'The letter' },
  },
} as const satisfies Record<string, ApiRoute>;

const LINK = { tag: 'respondents', auth: 'public', signedLink: true, params: ZTokenParams } as const;

/**
 * What an invited contact's links call: no sign-in, the message's random token is the
 * credential. An unknown token and an expired one get the same 404.
 */
export const respondentApi = {
  opened: {
    ...LINK,
    method: 'GET',
    path: '/api/t/o/:token',
    summary: 'The tracking pixel of a mail: records its first opening',
    description: 'Answers the same 1x1 GIF for any token, known or not.',
    produces: { mediaType: 'image/gif', description: 'A transparent 1x1 image' },
  },
  clicked: {
    ...LINK,
    method: 'GET',
    path: '/api/t/c/:token',
    summary: "A message's survey link: records the first click and redirects to the questionnaire",
    querystring: ZClickedQuery,
    redirect:
      "The respondent's questionnaire page of the message (`/responsive?t=<token>`, with `&a=<value>` when the mail's button answered the first question)",
  },
  unsubscribeInfo: {
    ...LINK,
    method: 'GET',
    path: '/api/t/u/:token',
    summary: "The unsubscribe page's question: who sends, and whether the contact already unsubscribed",
    response: { 200: ZUnsubscribeInfo },
    errors: [404],
  },
  unsubscribe: {
    ...LINK,
    method: 'POST',
    path: '/api/t/u/:token',
    summary:
      'Unsubscribes the contact at once (one click, RFC 8058, as the List-Unsubscribe header names it)',
    description: 'No more invitations or reminders go to the contact; messages not yet sent are not sent.',
    response: { 204: ZNoContent },
    errors: [404],
  },
  questionnaire: {
    ...LINK,
    method: 'GET',
    path: QUESTIONNAIRE_PATH,
    summary: "The questionnaire of an invitation in the contact's language, with the answers saved so far",
    description: '409 `answered` when it was already answered; 404 for an unknown or expired link.',
    response: { 200: ZQuestionnaire },
    errors: [404, 409, 429],
  },
  save: {
    ...LINK,
    method: 'PUT',
    path: QUESTIONNAIRE_PATH,
    summary: 'Saves the answers given so far (each change, so a reload or a lost connection loses nothing)',
    description:
      "An answer out of its question's range, or to no question of the survey, is refused (400, `field` its path).",
    body: ZQuestionnaireAnswers,
    response: { 204: ZNoContent },
    errors: [404, 409, 429],
  },
  complete: {
    ...LINK,
    method: 'POST',
    path: QUESTIONNAIRE_PATH,
    summary:
      'Completes the questionnaire: the answers become an interview (alert rules run, dashboards update)',
    description: 'A required question left unanswered is refused (400, `field` its path).',
    body: ZQuestionnaireAnswers,
    response: { 201: z.object({ completed: z.literal(true) }) },
    errors: [404, 409, 429],
  },
} as const satisfies Record<string, ApiRoute>;
