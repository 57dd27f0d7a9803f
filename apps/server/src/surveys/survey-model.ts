import { resolveText } from '@opinio/domain/localized-text';
import { isCommentQuestion, type TQuestionSource } from '@opinio/domain/respondent-text';
import type { TLocale } from '@opinio/domain/schemas/locale';
import type { TLocalizedText } from '@opinio/domain/schemas/localized-text';
import type { TTopicTaxonomy } from '@opinio/domain/schemas/topic-taxonomy';
import type { FilterDefinition, FilterSetDefinitions } from '#db/filter-definition.ts';

/**
 * A survey's configuration as the server works with it, loaded once and cached, with every
 * configured text resolved for one language (`SurveyModel.locale`): a title is a string.
 */
export interface UnitNode {
  id: number;
  extName: string;
  title: string;
  level: number;
  optionValue: number | null;
  parent: UnitNode | null;
  children: UnitNode[];
}

export interface ViewModel {
  id: number;
  extName: string;
  title: string;
  position: number;
  kind: 'units' | 'question';
  questionId: number | null;
  root: UnitNode;
  unitsByExtName: Map<string, UnitNode>;
  unitsById: Map<number, UnitNode>;
  /** Deepest level of the hierarchy (root = 1). */
  depth: number;
  /**
   * The levels' names, level 1 (the root) first ("Company", "Region", "Store"); shorter than
   * the hierarchy, empty or absent: unnamed levels (`levelName` of @opinio/domain/level-names).
   */
  levelNames?: string[];
}

export interface QuestionModel {
  id: number;
  extName: string;
  title: string;
  /** The title as configured, in every language (what an alert keeps of it). */
  titleTexts: TLocalizedText;
  type: 'number' | 'choice' | 'text';
  min: number | null;
  max: number | null;
  options: Array<{ value: number; extName: string; title: string }>;
  /**
   * Where its values come from: the questionnaire, background data sent with the interview,
   * or a script. Optional for models built by hand (absent: 'answer'); the builder sets it.
   * Only text the respondent answers is a comment (`commentQuestions`).
   */
  source?: TQuestionSource;
  /** What it feeds: NPS or CSAT; null or absent: neither. */
  role?: 'nps' | 'csat' | null;
  /** Left off the interview screen; still counted in indicators and filters. */
  hidden?: boolean;
  /**
   * How the respondent's questionnaire asks it, resolved like the title: its wording and a
   * scale's end labels (null or absent: the title, the defaults of the scale's kind), and
   * its questionnaire page (null or absent: a page of its own).
   */
  wording?: string | null;
  lowLabel?: string | null;
  highLabel?: string | null;
  page?: number | null;
}

export interface IndicatorModel {
  extName: string;
  title: string;
  /** The title as configured, in every language (an alert's title names its score by it). */
  titleTexts?: TLocalizedText;
  kind: 'nps' | 'mean' | 'topbox';
  question: QuestionModel;
  decimals: number;
  thresholds: { low: number; high: number } | null;
}

export interface PageModel {
  extName: string;
  title: string;
  icon: string;
  selectionInterval: string | null;
  components: Array<{ id: number; type: string; title: string | null; config: Record<string, unknown> }>;
}

/** A mail, SMS or letter campaign of the survey (the campaign filter's options). */
export interface CampaignModel {
  id: number;
  name: string;
  type: 'email' | 'sms' | 'letter';
  status: 'draft' | 'active' | 'paused' | 'completed';
}

export interface SurveyModel {
  id: number;
  universeId: number;
  extName: string;
  title: string;
  /** The language of the model's texts; null: each text in the survey's default language. */
  locale: TLocale | null;
  /** The first fallback of a text that lacks the reader's language. */
  defaultLocale: TLocale;
  position: number;
  startFilter: string;
  alertFilter: string;
  /** Figures with fewer answers are not shown: "too few answers". */
  minAnswers: number;
  localeText: Record<string, Record<string, string>>;
  systemMessage: Record<string, unknown> | null;
  /** The comment topics as configured (names in every language); null: none. */
  topics: TTopicTaxonomy | null;
  reportFlags: Record<string, boolean>;
  views: ViewModel[];
  /** The organisation: the first view, whose units interviews belong to. */
  organisation: ViewModel;
  questions: QuestionModel[];
  questionsByExtName: Map<string, QuestionModel>;
  indicators: IndicatorModel[];
  pages: PageModel[];
  filterSets: FilterSetDefinitions;
  /** Every filter of both sets by extName, and the built-in time filter. */
  filters: Map<string, FilterDefinition>;
  /** Campaigns, oldest first; cached with the configuration (a new campaign invalidates the catalog). */
  campaigns: CampaignModel[];
}

export function ancestors(unit: UnitNode): UnitNode[] {
  const chain: UnitNode[] = [];
  for (let u: UnitNode | null = unit; u; u = u.parent) chain.unshift(u);
  return chain;
}

export function isWithin(unit: UnitNode, ancestor: UnitNode): boolean {
  for (let u: UnitNode | null = unit; u; u = u.parent) if (u === ancestor) return true;
  return false;
}

/**
 * The survey's comment questions, in its order: the text questions the respondent answers
 * (`isCommentQuestion`). Comments, their topics and sentiment, summaries, themes and the
 * shares of comments in what changed are read from these alone, never from a background or
 * computed text variable.
 */
export function commentQuestions(survey: Pick<SurveyModel, 'questions'>): QuestionModel[] {
  return survey.questions.filter(isCommentQuestion);
}

/** The ids of the survey's comment questions, in its order (`commentQuestions`). */
export function commentQuestionIds(survey: Pick<SurveyModel, 'questions'>): number[] {
  return commentQuestions(survey).map((q) => q.id);
}

/** A configured text kept outside the model (an alert's title) in the language of the model's texts. */
export function surveyText(
  survey: Pick<SurveyModel, 'locale' | 'defaultLocale'>,
  text: TLocalizedText,
): string {
  return resolveText(text, survey.locale, survey.defaultLocale);
}
