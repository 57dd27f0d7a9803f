import { z } from 'zod';
import { ZText } from '../safe-text.ts';
import {
  ZAddComment,
  ZInterviewComment,
  ZInterviewDetails,
  ZInterviewList,
  ZInterviewListQuery,
  ZSharedInterview,
  ZShareLink,
  ZShareLinkQuery,
} from '../schemas/interviews.ts';
import type { ApiRoute } from './api-route.ts';
import { idParam, ZDashboardParams, ZSurveyParam } from './path-params.ts';

const ZInterviewParams = z.object({
  survey: ZSurveyParam,
  interviewId: idParam("The interview's id", 'bigserial'),
});

/** Interviews: the list of a drill node, one interview, staff comments and sharing links. */
export const interviewsApi = {
  list: {
    method: 'GET',
    path: '/api/vuejs/interviews/:survey/:drillPathFiltered',
    summary: 'Interviews of the drill node in the chosen order, keyset-paged',
    description:
      'Scope and filters apply as on the dashboard. A cursor names its sort: a cursor of another sort answers 400. `search` is a case-insensitive substring of any text answer.',
    tag: 'interviews',
    auth: 'session',
    permission: 'interviews.view',
    params: ZDashboardParams,
    querystring: ZInterviewListQuery,
    response: { 200: ZInterviewList },
  },
  interview: {
    method: 'GET',
    path: '/api/vuejs/interview/:survey/:interviewId',
    summary: 'One interview: answers, unit, comments, alerts and the sample contact it came from',
    tag: 'interviews',
    auth: 'session',
    permission: 'interviews.view',
    params: ZInterviewParams,
    response: { 200: ZInterviewDetails },
  },
  addComment: {
    method: 'POST',
    path: '/api/vuejs/interview/addcomment/:survey/:interviewId',
    summary: 'Add a staff comment to an interview',
    tag: 'interviews',
    auth: 'session',
    permission: 'interviews.comment',
    params: ZInterviewParams,
    body: ZAddComment,
    response: { 200: ZInterviewComment },
  },
  shareLink: {
    method: 'GET',
    path: '/api/vuejs/interview/sharelink/:survey/:interviewId',
    summary: 'A signed, expiring link that shows the interview without sign-in',
    description:
      '`path` is the API path of the shared data (`sharedInterview`); the web page is the same path without `/api/vuejs`.',
    tag: 'interviews',
    auth: 'session',
    permission: 'interviews.view',
    params: ZInterviewParams,
    querystring: ZShareLinkQuery,
    response: { 200: ZShareLink },
  },
  sharedInterview: {
    method: 'GET',
    path: '/api/vuejs/sharing/interview/:survey/:a/:b',
    summary: "A shared interview's answers, date and unit, without sign-in",
    description: 'A tampered or expired link answers 404.',
    tag: 'interviews',
    auth: 'public',
    params: z.object({
      survey: ZSurveyParam,
      a: ZText.max(20).describe("The interview's id"),
      b: ZText.max(200).describe('universe.survey.expiry.signature'),
    }),
    response: { 200: ZSharedInterview },
  },
} as const satisfies Record<string, ApiRoute>;
