import { z } from 'zod';
import { DEFAULT_MIN_ANSWERS } from '../constants.ts';
import { MAX_HIERARCHY_LEVELS, QUESTION_VIEW_LEVELS } from '../level-names.ts';
import { ZText } from '../safe-text.ts';
import { ZTrendBucket } from './analytics.ts';
import { ZGamificationConfig } from './gamification.ts';
import { ZLocale } from './locale.ts';
import { localizedText, ZLocalizedText } from './localized-text.ts';
import { COMPONENT_TYPES, REPORT_FLAGS } from './survey.ts';
import { ZTopicTaxonomy } from './topic-taxonomy.ts';

/**
 * A survey's configuration as named blocks (docs/product.md#configuration-blocks): each a
 * JSON document with a schema here, edited by root users as a form or as JSON, every save a
 * version. Objects are strict: a misspelt field is refused with its path, never ignored.
 */

/** An extName: what addresses and filter tokens carry. */
const ZExtName = ZText.regex(
  /^[a-z][a-z0-9_]{0,62}$/,
  'Use a-z, 0-9 and _, starting with a letter (at most 63)',
);

/** A filter token (name=v1*v2;...) as a survey's start or alert filter. */
const ZFilterTokenText = ZText.max(2000);

const ZColor = ZText.regex(
  /^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|[a-z]{3,20})$/,
  'A colour: #rgb, #rrggbb or a CSS colour name',
);

/** Material icon names the web app draws (components/page-icon.tsx); others show a chart. */
const ZIconName = ZText.regex(/^[a-z][a-z0-9_]{0,40}$/, 'A Material icon name in snake_case');

function uniqueBy<T>(key: (item: T) => string, what: string) {
  return (items: T[], context: z.RefinementCtx<T[]>) => {
    const seen = new Set<string>();
    for (const [i, item] of items.entries()) {
      const k = key(item);
      if (seen.has(k))
        context.addIssue({ code: 'custom', path: [i, 'extName'], message: `${what} ${k} is there twice` });
      seen.add(k);
    }
  };
}

export const ZGeneralBlock = z.strictObject({
  title: ZLocalizedText,
  defaultLocale: ZLocale,
  startFilter: ZFilterTokenText,
  alertFilter: ZFilterTokenText,
  /** Figures with fewer answers are not shown: "too few answers" (docs/statistics.md). */
  minAnswers: z.number().int().min(1).max(1000).default(DEFAULT_MIN_ANSWERS),
});

const noConfig = z.strictObject({});
/** Each component type with the schema of its `config`. */
const COMPONENT_CONFIGS = {
  KpiTiles: z.strictObject({ indicators: z.array(ZExtName).max(20).optional() }),
  TrendChart: z.strictObject({ indicator: ZExtName.optional(), bucket: ZTrendBucket.optional() }),
  BreakdownTable: noConfig,
  DistributionChart: z.strictObject({ question: ZExtName }),
  CommentList: noConfig,
  AlertList: noConfig,
  GamificationOverviewConfig: ZGamificationConfig.strict(),
  RankingTableComponent: noConfig,
  MailCampaignsListComponent: noConfig,
  MailCampaignDetailsComponent: noConfig,
  InterviewList: noConfig,
  /** The target indicator (default: the survey's first). */
  KeyDriversComponent: z.strictObject({ target: ZExtName.optional() }),
  /** The topics come from the survey's `topics` block. */
  TopicsComponent: noConfig,
  /** Detected changes of the node and below (docs/what-changed.md). */
  ChangesComponent: noConfig,
  /** The indicator themes' impact is measured on (default: the survey's NPS, else its first). */
  CommentSummaryComponent: z.strictObject({ indicator: ZExtName.optional() }),
} satisfies Record<(typeof COMPONENT_TYPES)[number], z.ZodType>;

const ZComponentBlock = z.discriminatedUnion(
  'type',
  COMPONENT_TYPES.map((type) =>
    z.strictObject({
      type: z.literal(type),
      title: ZLocalizedText.nullable(),
      config: COMPONENT_CONFIGS[type],
    }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
);
export type TComponentBlock = z.infer<typeof ZComponentBlock>;

const ZPageBlock = z.strictObject({
  extName: ZExtName,
  title: ZLocalizedText,
  icon: ZIconName,
  /** An interval value the page sets the time filter to (rdays:-30:0), or null. */
  selectionInterval: ZText.regex(
    /^r(days|months|years):-?\d{1,4}:-?\d{1,4}$/,
    'e.g. rmonths:-12:0',
  ).nullable(),
  components: z.array(ZComponentBlock).max(30),
});
export const ZPagesBlock = z
  .array(ZPageBlock)
  .min(1)
  .max(30)
  .superRefine(uniqueBy((p) => p.extName, 'Page'));

/**
 * The names of the view's levels, level 1 (the root) first: "Company", "Region", "Store".
 * Left out or shorter than the hierarchy: the unnamed levels keep the generic wording.
 */
const ZLevelNames = z
  .array(
    localizedText(
      ZText.max(60).refine((name) => name.trim() !== '', { error: 'A level needs a name' }),
    ).describe('One name for every language, or names by language: {"en": "Store", "fi": "Myymälä"}'),
  )
  .max(MAX_HIERARCHY_LEVELS, `A hierarchy has at most ${MAX_HIERARCHY_LEVELS} levels`);

const ZViewBlock = z.discriminatedUnion('kind', [
  z.strictObject({
    extName: ZExtName,
    title: ZLocalizedText,
    kind: z.literal('units'),
    levelNames: ZLevelNames.optional(),
  }),
  z.strictObject({
    extName: ZExtName,
    title: ZLocalizedText,
    kind: z.literal('question'),
    /** A choice question: one unit per option below the root. */
    question: ZExtName,
    rootTitle: ZLocalizedText,
    levelNames: ZLevelNames.max(
      QUESTION_VIEW_LEVELS,
      `A question view has ${QUESTION_VIEW_LEVELS} levels: its root and its options`,
    ).optional(),
  }),
]);
/** The first view is the organisation (kind units, its units come from imports); question views follow. */
export const ZViewsBlock = z
  .array(ZViewBlock)
  .min(1)
  .max(10)
  .superRefine(uniqueBy((v) => v.extName, 'View'))
  .superRefine((views, context) => {
    for (const [i, view] of views.entries()) {
      if ((i === 0) !== (view.kind === 'units'))
        context.addIssue({
          code: 'custom',
          path: [i, 'kind'],
          message:
            i === 0 ? 'The first view is the organisation: kind units' : 'Only the first view has kind units',
        });
    }
  });

const ZIndicatorBlock = z.strictObject({
  extName: ZExtName,
  title: ZLocalizedText,
  kind: z.enum(['nps', 'mean', 'topbox']),
  question: ZExtName,
  decimals: z.number().int().min(0).max(3),
  thresholds: z
    .strictObject({ low: z.number(), high: z.number() })
    .refine((t) => t.low <= t.high, { message: 'low must not be above high', path: ['low'] })
    .nullable(),
});
export const ZIndicatorsBlock = z
  .array(ZIndicatorBlock)
  .max(30)
  .superRefine(uniqueBy((i) => i.extName, 'Indicator'));

const FILTER_FLAG_NAMES = [
  'range',
  'today',
  'dateRef',
  'dateInterval',
  'tableDate',
  'multipleSelections',
  'serverSide',
  'dropdown',
  'exclude',
  'submatch',
  'campaign',
] as const;

const ZFilterBlock = z.strictObject({
  extName: ZExtName,
  title: ZLocalizedText,
  /** `topic`: comments that mention any of the chosen topics of the `topics` block. */
  target: z.enum(['question', 'units', 'date', 'campaign', 'topic']),
  /** The question (target question). */
  question: ZExtName.optional(),
  flags: z.strictObject(
    Object.fromEntries(FILTER_FLAG_NAMES.map((f) => [f, z.boolean().optional()])) as Record<
      (typeof FILTER_FLAG_NAMES)[number],
      z.ZodOptional<z.ZodBoolean>
    >,
  ),
});

const ZFilterGroupBlock = z.strictObject({
  title: ZLocalizedText,
  expanded: z.boolean(),
  ungrouped: z.boolean(),
  flatten: z.boolean(),
  filters: z.array(ZFilterBlock).max(50),
});
export const ZFilterSetBlock = z.array(ZFilterGroupBlock).max(20);

export const ZReportFlagsBlock = z.strictObject(
  Object.fromEntries(REPORT_FLAGS.map((f) => [f, z.boolean()])) as Record<
    (typeof REPORT_FLAGS)[number],
    z.ZodBoolean
  >,
);

export const ZSystemMessageBlock = z
  .strictObject({
    /** The text in the survey's default language (and any language without its own). */
    text: ZText.min(1).max(500),
    texts: z.strictObject(
      Object.fromEntries(ZLocale.options.map((l) => [l, ZText.min(1).max(500).optional()])) as Record<
        z.infer<typeof ZLocale>,
        z.ZodOptional<z.ZodString>
      >,
    ),
    /** Left out: red (the default). */
    backgroundColor: ZColor.optional(),
    /** Left out: black (the default). */
    textColor: ZColor.optional(),
    link: ZText.max(2000)
      .regex(/^https:\/\//, 'The link must start with https://')
      .nullable(),
    icon: ZIconName.nullable(),
  })
  .nullable();

/** Overrides of the web app's texts by language: { fi: { 'nav.rankings': 'Vertailu' } }. */
export const ZLocaleTextBlock = z.strictObject(
  Object.fromEntries(
    ZLocale.options.map((l) => [l, z.record(ZText.min(1).max(200), ZText.max(2000)).optional()]),
  ) as Record<z.infer<typeof ZLocale>, z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>>,
);

/**
 * The survey's comment topics with their keywords per language (docs/text-analytics.md);
 * null: the survey has no topics.
 */
export const ZTopicsBlock = ZTopicTaxonomy.nullable();

/** Every block by name, in the order the survey details list them. */
export const CONFIG_BLOCKS = {
  general: ZGeneralBlock,
  pages: ZPagesBlock,
  views: ZViewsBlock,
  indicators: ZIndicatorsBlock,
  standardFilterSet: ZFilterSetBlock,
  timeFilterSet: ZFilterSetBlock,
  reportFlags: ZReportFlagsBlock,
  systemMessage: ZSystemMessageBlock,
  localeText: ZLocaleTextBlock,
  topics: ZTopicsBlock,
} as const;
export const CONFIG_BLOCK_NAMES = Object.keys(CONFIG_BLOCKS) as ConfigBlockName[];
export type ConfigBlockName = keyof typeof CONFIG_BLOCKS;
export const ZConfigBlockName = z.enum(Object.keys(CONFIG_BLOCKS) as [ConfigBlockName, ...ConfigBlockName[]]);
export type TConfigBlockContents = { [K in ConfigBlockName]: z.infer<(typeof CONFIG_BLOCKS)[K]> };

/** A text of a configuration document: a string, or one per language (re-exported for forms). */
export const ZConfigText = localizedText(ZText.min(1).max(500));

/** One saved version of a block: who saved it and when (`savedBy` null: the survey's creation). */
export const ZConfigBlockVersion = z.object({
  version: z.number().int(),
  savedBy: z.string().nullable(),
  savedAt: z.string(),
  /** What the saver wrote about it, or how it came about ("Rolled back to version 3"). */
  comment: z.string(),
});
export type TConfigBlockVersion = z.infer<typeof ZConfigBlockVersion>;

/** GET configblocks: every block's current content and version. */
export const ZConfigBlocks = z.object({
  surveyId: z.number().int(),
  /** Moves with every saved block: what the live stream's `config` event carries. */
  configVersion: z.number().int(),
  blocks: z.array(
    z.object({
      name: ZConfigBlockName,
      version: z.number().int(),
      content: z.unknown(),
      savedBy: z.string().nullable(),
      savedAt: z.string(),
    }),
  ),
});
export type TConfigBlocks = z.infer<typeof ZConfigBlocks>;

/** GET configblocks/{block}/versions: the versions, newest first, each with its content. */
export const ZConfigBlockHistory = z.object({
  name: ZConfigBlockName,
  versions: z.array(ZConfigBlockVersion.extend({ content: z.unknown() })),
});
export type TConfigBlockHistory = z.infer<typeof ZConfigBlockHistory>;

/** POST configblocks: a new version of one block (checked by the block's schema and against the rest). */
export const ZConfigBlockSave = z.object({
  name: ZConfigBlockName,
  content: z.unknown(),
  /** The version the editor started from: another save since answers 409 (nothing is overwritten). */
  baseVersion: z.number().int().min(0),
  comment: ZText.max(500).default(''),
});

/** POST configblocks/rollback: the content of an earlier version saved as a new one. */
export const ZConfigBlockRollback = z.object({
  name: ZConfigBlockName,
  version: z.number().int().positive(),
  baseVersion: z.number().int().min(0),
});

export const ZConfigBlockSaved = z.object({
  name: ZConfigBlockName,
  version: z.number().int(),
  configVersion: z.number().int(),
});
export type TConfigBlockSaved = z.infer<typeof ZConfigBlockSaved>;
