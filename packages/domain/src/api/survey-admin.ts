import { z } from 'zod';
import {
  ZConfigBlockHistory,
  ZConfigBlockName,
  ZConfigBlockRollback,
  ZConfigBlockSave,
  ZConfigBlockSaved,
  ZConfigBlocks,
} from '../schemas/config-blocks.ts';
import {
  ZMetadata,
  ZMetaInterviewData,
  ZMetaInterviewDataSave,
  ZMetaPropertySave,
  ZScript,
  ZScriptList,
  ZScriptSave,
  ZScriptTest,
  ZScriptTestResult,
  ZSurveyCreate,
  ZSurveyCreated,
  ZSurveyList,
  ZSurveyListQuery,
  ZUniverseData,
} from '../schemas/survey-admin.ts';
import { type ApiRoute, ZNoContent } from './api-route.ts';
import { idParam, ZSurveyParam, ZSurveyParams } from './path-params.ts';

/**
 * `:survey` is the caller's current survey (what every call is made from); `:surveyId` the
 * survey administered, of any universe. An id no survey has answers 404.
 */
const ZAdminParams = z.object({ survey: ZSurveyParam, surveyId: idParam('The administered survey') });
const ZBlockParams = ZAdminParams.extend({ block: ZConfigBlockName });
const ZScriptParams = ZAdminParams.extend({ scriptId: idParam('The script') });
const ZInterviewParams = ZAdminParams.extend({ interviewId: idParam('The interview', 'bigserial') });

const TAG = 'survey administration';
const ROOT = { tag: TAG, auth: 'session', root: true } as const;

/** Survey administration: root users only (403 for everyone else). */
export const surveyAdminApi = {
  list: {
    ...ROOT,
    method: 'GET',
    path: '/api/vuejs/surveys/list/:survey',
    summary: 'Every survey of every universe with its interviews, load count, last interview and open alerts',
    params: ZSurveyParams,
    querystring: ZSurveyListQuery,
    response: { 200: ZSurveyList },
  },
  create: {
    ...ROOT,
    method: 'POST',
    path: '/api/vuejs/surveys/create/:survey',
    summary: "A new survey: blank, from a template, or with a copy of another survey's configuration",
    description:
      '409 `conflict` when the universe has a survey of that extName; 400 (`field: universe`) for an unknown universe.',
    params: ZSurveyParams,
    body: ZSurveyCreate,
    response: { 201: ZSurveyCreated },
    errors: [409],
  },
  configBlocks: {
    ...ROOT,
    method: 'GET',
    path: '/api/vuejs/surveys/configblocks/:survey/:surveyId',
    summary: "The survey's configuration blocks, each with its current version",
    params: ZAdminParams,
    response: { 200: ZConfigBlocks },
  },
  configBlockCreate: {
    ...ROOT,
    method: 'GET',
    path: '/api/vuejs/surveys/configblocks/create/:survey/:surveyId/:block',
    summary: 'A new block of that kind with default content, to start editing from (nothing is saved)',
    params: ZBlockParams,
    response: { 200: z.object({ name: ZConfigBlockName, content: z.unknown() }) },
  },
  configBlockVersions: {
    ...ROOT,
    method: 'GET',
    path: '/api/vuejs/surveys/configblocks/versions/:survey/:surveyId/:block',
    summary: "A block's versions, newest first, each with who saved it, when and its content",
    params: ZBlockParams,
    response: { 200: ZConfigBlockHistory },
  },
  configBlockSave: {
    ...ROOT,
    method: 'POST',
    path: '/api/vuejs/surveys/configblocks/:survey/:surveyId',
    summary: "A block's new version: checked by its schema and against the rest of the configuration",
    description:
      "400 with `field` the path of the first bad field in the body (`content[1].components[0].type`, `content.startFilter`); a reference the save breaks in another block names that block's path (`pages[1].components[0].config.indicator`); `issues` lists every one, and nothing changes. 409 `conflict` when someone saved the block since `baseVersion`. Every signed-in user of the universe gets the `config` live event.",
    params: ZAdminParams,
    body: ZConfigBlockSave,
    response: { 200: ZConfigBlockSaved },
    errors: [409],
  },
  configBlockRollback: {
    ...ROOT,
    method: 'POST',
    path: '/api/vuejs/surveys/configblocks/rollback/:survey/:surveyId',
    summary: 'Saves the content of an earlier version as a new version',
    description:
      'Checked as a save is: an old version that no longer fits the rest of the configuration answers 400.',
    params: ZAdminParams,
    body: ZConfigBlockRollback,
    response: { 200: ZConfigBlockSaved },
    errors: [409],
  },
  metadata: {
    ...ROOT,
    method: 'GET',
    path: '/api/vuejs/surveys/metadata/:survey/:surveyId',
    summary: "The survey's questions, background and computed variables with their properties",
    params: ZAdminParams,
    response: { 200: ZMetadata },
  },
  metaProperty: {
    ...ROOT,
    method: 'POST',
    path: '/api/vuejs/surveys/metaproperty/:survey/:surveyId',
    summary: "A question's properties (labels by language, scale, options, role, hidden), or a new variable",
    description:
      'An unknown extName with `type` and `source` (background or computed) adds a variable. A scale or option change that answers already stored fall outside of answers 409.',
    params: ZAdminParams,
    body: ZMetaPropertySave,
    response: { 200: ZMetadata },
    errors: [409],
  },
  metaInterviewData: {
    ...ROOT,
    method: 'GET',
    path: '/api/vuejs/surveys/metainterviewdata/:survey/:surveyId/:interviewId',
    summary: "One interview's background and computed variables",
    params: ZInterviewParams,
    response: { 200: ZMetaInterviewData },
  },
  metaInterviewDataSave: {
    ...ROOT,
    method: 'POST',
    path: '/api/vuejs/surveys/metainterviewdata/:survey/:surveyId',
    summary:
      "Sets background variables of one interview (each checked against the variable's type and scale)",
    params: ZAdminParams,
    body: ZMetaInterviewDataSave,
    response: { 200: ZMetaInterviewData },
  },
  universeData: {
    ...ROOT,
    method: 'GET',
    path: '/api/vuejs/surveys/universedata/:survey/:surveyId',
    summary:
      "The settings of the survey's universe: title, language, forwarding, support contacts, single sign-on",
    params: ZAdminParams,
    response: { 200: ZUniverseData },
  },
  universeDataSave: {
    ...ROOT,
    method: 'PUT',
    path: '/api/vuejs/surveys/universedata/:survey/:surveyId',
    summary: "Replaces the settings of the survey's universe",
    description: '409 `conflict` when a single sign-on host name is another universe’s.',
    params: ZAdminParams,
    body: ZUniverseData,
    response: { 200: ZUniverseData },
    errors: [409],
  },
  scripts: {
    ...ROOT,
    method: 'GET',
    path: '/api/vuejs/surveys/scripts/:survey/:surveyId',
    summary: "The scripts that run for the survey: global ones, its universe's, its own",
    params: ZAdminParams,
    response: { 200: ZScriptList },
  },
  script: {
    ...ROOT,
    method: 'GET',
    path: '/api/vuejs/surveys/script/:survey/:surveyId/:scriptId',
    summary: 'One script with its source and versions',
    params: ZScriptParams,
    response: { 200: ZScript },
  },
  scriptSave: {
    ...ROOT,
    method: 'POST',
    path: '/api/vuejs/surveys/scripts/:survey/:surveyId',
    summary: 'A new script, or a new version of one',
    description:
      'A syntax error answers 400 (`field: source`) with its line. 409 `conflict` when the script was saved since `baseVersion`, or for a second universe script.',
    params: ZAdminParams,
    body: ZScriptSave,
    response: { 200: ZScript },
    errors: [409],
  },
  scriptTest: {
    ...ROOT,
    method: 'POST',
    path: '/api/vuejs/surveys/scripts/test/:survey/:surveyId',
    summary: 'Runs a source against one interview in the sandbox and answers the result and console output',
    params: ZAdminParams,
    body: ZScriptTest,
    response: { 200: ZScriptTestResult },
  },
  scriptDelete: {
    ...ROOT,
    method: 'DELETE',
    path: '/api/vuejs/surveys/script/:survey/:surveyId/:scriptId',
    summary: 'Deletes a script and its versions',
    params: ZScriptParams,
    response: { 204: ZNoContent },
  },
} as const satisfies Record<string, ApiRoute>;
