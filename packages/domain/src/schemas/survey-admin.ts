import { z } from 'zod';
import { MAX_BIGSERIAL_ID } from '../limits.ts';
import { ZText } from '../safe-text.ts';
import { ZLocale } from './locale.ts';
import { localizedText, ZLocalizedText } from './localized-text.ts';

/**
 * Survey administration for root users (docs/product.md#survey-administration): the list
 * of every universe's surveys, creating one, its questions and background variables, the
 * universe's settings and scripts.
 */

const ZExtName = ZText.regex(
  /^[a-z][a-z0-9_]{0,62}$/,
  'Use a-z, 0-9 and _, starting with a letter (at most 63)',
);

/** One row of the survey list. */
const ZSurveyListRow = z.object({
  id: z.number().int(),
  extName: z.string(),
  title: z.string(),
  universe: z.string(),
  universeTitle: z.string(),
  interviews: z.number().int(),
  loadCount: z.number().int(),
  lastInterviewAt: z.string().nullable(),
  openAlerts: z.number().int(),
});
export type TSurveyListRow = z.infer<typeof ZSurveyListRow>;

export const ZSurveyList = z.object({ surveys: z.array(ZSurveyListRow) });
export type TSurveyList = z.infer<typeof ZSurveyList>;

/** Query of GET surveys/list: a search over extName, title and universe. */
export const ZSurveyListQuery = z.object({ search: ZText.max(200).optional() });

/** POST surveys/create: a new survey in a universe, blank, from a template or as a copy of another survey's configuration. */
export const ZSurveyCreate = z.object({
  universe: ZText.min(1).max(100),
  extName: ZExtName,
  title: ZLocalizedText,
  from: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('blank') }),
    z.object({ kind: z.literal('template'), template: z.enum(['cx', 'nps']) }),
    /** Another survey's configuration (its blocks and questions; not its interviews). */
    z.object({ kind: z.literal('copy'), surveyId: z.number().int().positive().max(2_147_483_647) }),
  ]),
});
export type TSurveyCreate = z.input<typeof ZSurveyCreate>;
export const ZSurveyCreated = z.object({ id: z.number().int(), extName: z.string(), universe: z.string() });
export type TSurveyCreated = z.infer<typeof ZSurveyCreated>;

/** Where a variable's values come from: answers of the questionnaire, background data sent with the interview, or a script. */
/** The highest questionnaire page number a question can be given. */
export const QUESTIONNAIRE_PAGE_MAX = 50;

const ZQuestionSource = z.enum(['answer', 'background', 'computed']);
/** What a question feeds: NPS (a 0-10 scale) or CSAT (a satisfaction scale); null: neither. */
const ZQuestionRole = z.enum(['nps', 'csat']);

const ZMetaOption = z.strictObject({
  value: z.number().int().min(-1_000_000).max(1_000_000),
  extName: ZExtName,
  title: ZLocalizedText,
});

/** A question or background variable with its properties (GET metadata). */
const ZMetaQuestion = z.object({
  extName: z.string(),
  /** Every language as configured (string or per-language texts). */
  title: ZLocalizedText,
  type: z.enum(['number', 'choice', 'text']),
  min: z.number().nullable(),
  max: z.number().nullable(),
  options: z.array(z.object({ value: z.number().int(), extName: z.string(), title: ZLocalizedText })),
  source: ZQuestionSource,
  role: ZQuestionRole.nullable(),
  hidden: z.boolean(),
  /** The question as the questionnaire asks it; null: the title. */
  wording: ZLocalizedText.nullable(),
  /** A scale's end labels on the questionnaire; null: the default of its kind. */
  lowLabel: ZLocalizedText.nullable(),
  highLabel: ZLocalizedText.nullable(),
  /** The questionnaire page it is asked on (questions of one page are shown together); null: a page of its own. */
  page: z.number().int().nullable(),
  /** Answers stored for it. */
  answers: z.number().int(),
});
export type TMetaQuestion = z.infer<typeof ZMetaQuestion>;

export const ZMetadata = z.object({ questions: z.array(ZMetaQuestion) });
export type TMetadata = z.infer<typeof ZMetadata>;

/**
 * POST metaproperty: a question's properties, or a new background or computed variable
 * (an unknown extName with `type`). Only the given fields change.
 */
export const ZMetaPropertySave = z.strictObject({
  extName: ZExtName,
  title: ZLocalizedText.optional(),
  type: z.enum(['number', 'choice', 'text']).optional(),
  source: ZQuestionSource.optional(),
  min: z.number().int().min(-1_000_000).max(1_000_000).nullable().optional(),
  max: z.number().int().min(-1_000_000).max(1_000_000).nullable().optional(),
  options: z.array(ZMetaOption).max(200).optional(),
  role: ZQuestionRole.nullable().optional(),
  hidden: z.boolean().optional(),
  wording: localizedText(ZText.trim().min(1).max(500)).nullable().optional(),
  lowLabel: localizedText(ZText.trim().min(1).max(60)).nullable().optional(),
  highLabel: localizedText(ZText.trim().min(1).max(60)).nullable().optional(),
  page: z.number().int().min(1).max(QUESTIONNAIRE_PAGE_MAX).nullable().optional(),
});
export type TMetaPropertySave = z.input<typeof ZMetaPropertySave>;

/** One interview's background and computed variables (GET metainterviewdata). */
export const ZMetaInterviewData = z.object({
  interviewId: z.number().int(),
  values: z.array(
    z.object({
      extName: z.string(),
      source: ZQuestionSource,
      value: z.number().nullable(),
      textValue: z.string().nullable(),
    }),
  ),
});
export type TMetaInterviewData = z.infer<typeof ZMetaInterviewData>;

/** POST metainterviewdata: background variables of one interview; null clears one. */
export const ZMetaInterviewDataSave = z.object({
  interviewId: z.number().int().positive().max(MAX_BIGSERIAL_ID),
  values: z.record(ZExtName, z.union([z.number(), ZText.max(4000), z.null()])),
});

const ZHttpsUrl = ZText.max(2000).regex(/^https:\/\//, 'An https:// address');

/** A colour as six hexadecimal digits, e.g. #0b5cad. */
export const ZHexColor = ZText.regex(/^#[0-9a-fA-F]{6}$/, 'A colour as #rrggbb, e.g. #0b5cad');

/** The universe's settings (GET and PUT universedata). */
export const ZUniverseData = z.strictObject({
  name: z.string().optional().describe('Read only: the universe the settings are of'),
  title: ZText.trim().min(1).max(200),
  defaultLocale: ZLocale,
  /** A forwarding page: users of this universe are sent on to another address (/vgs, /finland). */
  forwarding: z.enum(['vgs', 'finland']).nullable(),
  forwardingUrl: ZHttpsUrl.nullable(),
  /** The respondent's questionnaire wears them: the main colour and a logo (an https:// image). */
  primaryColor: ZHexColor.nullable().optional(),
  logoUrl: ZHttpsUrl.nullable().optional(),
  /** The support dialog's contacts. */
  support: z.strictObject({
    faqUrl: ZHttpsUrl.nullable(),
    email: ZText.max(200).email().nullable(),
    helpDeskUrl: ZHttpsUrl.nullable(),
    phone: ZText.max(50)
      .regex(/^\+?[0-9 ()-]{5,50}$/, 'A phone number: digits, spaces, + ( ) -')
      .nullable(),
    openingHours: ZText.max(200).nullable(),
  }),
  /** Single sign-on by host name: the identity provider's address, realm and client, and whether it is the only sign-in. */
  sso: z
    .array(
      z.strictObject({
        domain: ZText.min(1)
          .max(253)
          .regex(/^[a-z0-9.-]+(:\d+)?$/, 'A host name, e.g. cx.example.com'),
        idpUrl: ZHttpsUrl.or(
          ZText.regex(/^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/.*)?$/, 'An https:// address'),
        ),
        realm: ZText.min(1).max(200),
        clientId: ZText.min(1).max(200),
        /** Password sign-in refused on the host, except a root user's; left out: false. */
        ssoOnly: z.boolean().default(false),
      }),
    )
    .max(20),
});
export type TUniverseData = z.infer<typeof ZUniverseData>;

/** Scripts: where they apply. Global ones are loaded before a universe's, before a survey's. */
export const ZScriptScope = z.enum(['global', 'universe', 'survey']);
export type TScriptScope = z.infer<typeof ZScriptScope>;

/** What a survey script does: compute a variable on each new interview, or decide an alert rule's condition. */
export const ZScriptPurpose = z.enum(['variable', 'alertCondition', 'library']);
export type TScriptPurpose = z.infer<typeof ZScriptPurpose>;

export const SCRIPT_MAX_CHARS = 100_000;

const ZScriptSummary = z.object({
  id: z.number().int(),
  scope: ZScriptScope,
  name: z.string(),
  purpose: ZScriptPurpose,
  /** The computed variable it sets (purpose variable). */
  target: z.string().nullable(),
  enabled: z.boolean(),
  version: z.number().int(),
  savedBy: z.string().nullable(),
  savedAt: z.string(),
  /** The last failure on live data, if any since the last save. */
  lastError: z.string().nullable(),
});
export type TScriptSummary = z.infer<typeof ZScriptSummary>;

export const ZScriptList = z.object({ scripts: z.array(ZScriptSummary) });
export type TScriptList = z.infer<typeof ZScriptList>;

export const ZScript = ZScriptSummary.extend({
  source: z.string(),
  versions: z.array(
    z.object({
      version: z.number().int(),
      savedBy: z.string().nullable(),
      savedAt: z.string(),
      source: z.string(),
    }),
  ),
});
export type TScript = z.infer<typeof ZScript>;

/** POST scripts save: a new script (no id) or a new version of one. */
export const ZScriptSave = z.strictObject({
  id: z.number().int().positive().max(2_147_483_647).optional(),
  scope: ZScriptScope,
  name: ZText.trim().min(1).max(100),
  purpose: ZScriptPurpose,
  target: ZExtName.nullable(),
  enabled: z.boolean(),
  source: ZText.max(SCRIPT_MAX_CHARS),
  /** The version the editor started from (0 for a new script): another save since answers 409. */
  baseVersion: z.number().int().min(0),
});
export type TScriptSave = z.input<typeof ZScriptSave>;

/** POST scripts test: a source run against one interview, nothing saved. */
export const ZScriptTest = z.strictObject({
  source: ZText.max(SCRIPT_MAX_CHARS),
  purpose: ZScriptPurpose,
  interviewId: z.number().int().positive().max(MAX_BIGSERIAL_ID),
});

export const ZScriptTestResult = z.object({
  ok: z.boolean(),
  /** The function's result as JSON (ok). */
  value: z.unknown(),
  error: z.object({ kind: z.string(), message: z.string(), line: z.number().int().nullable() }).nullable(),
  logs: z.array(z.object({ level: z.string(), text: z.string() })),
  durationMs: z.number(),
  /** What the script got: the interview as scripts see it. */
  input: z.unknown(),
});
export type TScriptTestResult = z.infer<typeof ZScriptTestResult>;
