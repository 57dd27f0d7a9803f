import { resolveText } from '@opinio/domain/localized-text';
import type { TLocale } from '@opinio/domain/schemas/locale';
import type { TLocalizedText } from '@opinio/domain/schemas/localized-text';
import { ZTopicTaxonomy } from '@opinio/domain/schemas/topic-taxonomy';
import type { Selectable } from 'kysely';
import {
  BUILT_IN_TIME_FILTER,
  type FilterDefinition,
  type FilterGroupDefinition,
  type FilterSetDefinitions,
} from '#db/filter-definition.ts';
import type { DB } from '#db/schema.ts';
import type { IndicatorModel, QuestionModel, SurveyModel, UnitNode, ViewModel } from './survey-model.ts';

/** A universe's survey configuration as its tables hold it (texts in every language). */
export interface CatalogRows {
  surveys: Selectable<DB['surveys']>[];
  views: Selectable<DB['views']>[];
  units: Selectable<DB['units']>[];
  questions: Selectable<DB['questions']>[];
  indicators: Selectable<DB['indicators']>[];
  pages: Selectable<DB['pages']>[];
  components: Selectable<DB['page_components']>[];
  filterSets: Selectable<DB['filter_sets']>[];
  campaigns: Array<Pick<Selectable<DB['campaigns']>, 'id' | 'survey_id' | 'name' | 'type' | 'status'>>;
}

const REPORT_FLAG_COLUMNS = {
  enableExcelBenchmarkReport: 'enable_excel_benchmark_report',
  enableInterviewsReport: 'enable_interviews_report',
  enableAlertsReport: 'enable_alerts_report',
  enableActionsReport: 'enable_actions_report',
  enableSamplesReport: 'enable_samples_report',
  enableIndicatorsReport: 'enable_indicators_report',
  enablePDFBenchmarkReport: 'enable_pdf_benchmark_report',
  enableSingleInterviewReport: 'enable_single_interview_report',
} as const;

type Resolve = (text: TLocalizedText) => string;

/** The surveys of a universe's rows, every text resolved for `locale` (null: the survey's default). */
export function buildSurveys(rows: CatalogRows, locale: TLocale | null): SurveyModel[] {
  return rows.surveys.flatMap((s) => {
    const text: Resolve = (t) => resolveText(t, locale, s.default_locale);
    // a questionnaire text lacking the reader's language gives way to the title or the
    // defaults, which the reader can read
    const reader = locale ?? s.default_locale;
    const own = (t: TLocalizedText | null) =>
      t === null ? null : typeof t === 'string' ? t : (t[reader] ?? null);
    const surveyQuestions: QuestionModel[] = rows.questions
      .filter((q) => q.survey_id === s.id)
      .map((q) => ({
        id: q.id,
        extName: q.ext_name,
        title: text(q.title),
        titleTexts: q.title,
        type: q.type,
        min: q.min_value,
        max: q.max_value,
        options: q.options.map((o) => ({ value: o.value, extName: o.extName, title: text(o.title) })),
        source: q.source,
        role: q.role,
        hidden: q.hidden,
        wording: own(q.wording),
        lowLabel: own(q.low_label),
        highLabel: own(q.high_label),
        page: q.page,
      }));
    const questionById = new Map(surveyQuestions.map((q) => [q.id, q]));
    const surveyViews: ViewModel[] = rows.views
      .filter((v) => v.survey_id === s.id)
      .map((v) =>
        buildView(
          v,
          rows.units.filter((u) => u.view_id === v.id),
          text,
        ),
      );
    const organisation = surveyViews.find((v) => v.kind === 'units');
    if (!organisation) return []; // a survey without an organisation cannot be shown
    const surveyIndicators: IndicatorModel[] = rows.indicators
      .filter((i) => i.survey_id === s.id)
      .map((i) => ({
        extName: i.ext_name,
        title: text(i.title),
        titleTexts: i.title,
        kind: i.kind,
        question: questionById.get(i.question_id)!,
        decimals: i.decimals,
        thresholds: i.thresholds,
      }));
    const groups = (type: 'standard' | 'time') =>
      (rows.filterSets.find((f) => f.survey_id === s.id && f.type === type)?.groups ?? []).map((g) =>
        resolveGroup(g, text),
      );
    const sets: FilterSetDefinitions = { standard: groups('standard'), time: groups('time') };
    const filters = new Map<string, FilterDefinition>([
      [BUILT_IN_TIME_FILTER.extName, resolveFilter(BUILT_IN_TIME_FILTER, text)],
    ]);
    for (const group of [...sets.standard, ...sets.time])
      for (const f of group.filters) filters.set(f.extName, f);
    const reportFlags: Record<string, boolean> = {};
    for (const [flag, column] of Object.entries(REPORT_FLAG_COLUMNS)) reportFlags[flag] = s[column];
    return [
      {
        id: s.id,
        universeId: s.universe_id,
        extName: s.ext_name,
        title: text(s.title),
        locale,
        defaultLocale: s.default_locale,
        position: s.position,
        startFilter: s.start_filter,
        minAnswers: s.min_answers,
        alertFilter: s.alert_filter,
        localeText: s.locale_text,
        systemMessage: s.system_message,
        // a taxonomy written by hand that does not parse is no taxonomy, not an error on every call
        topics: ZTopicTaxonomy.safeParse(s.topics).data ?? null,
        reportFlags,
        views: surveyViews,
        organisation,
        questions: surveyQuestions,
        questionsByExtName: new Map(surveyQuestions.map((q) => [q.extName, q])),
        indicators: surveyIndicators,
        filterSets: sets,
        filters,
        campaigns: rows.campaigns
          .filter((c) => c.survey_id === s.id)
          .map((c) => ({ id: c.id, name: c.name, type: c.type, status: c.status })),
        pages: rows.pages
          .filter((p) => p.survey_id === s.id)
          .map((p) => ({
            extName: p.ext_name,
            title: text(p.title),
            icon: p.icon,
            selectionInterval: p.selection_interval,
            components: rows.components
              .filter((c) => c.page_id === p.id)
              .map((c) => ({
                id: c.id,
                type: c.type,
                title: c.title === null ? null : text(c.title),
                config: c.config,
              })),
          })),
      },
    ];
  });
}

function resolveFilter(filter: FilterDefinition<TLocalizedText>, text: Resolve): FilterDefinition {
  return { ...filter, title: text(filter.title) };
}

function resolveGroup(group: FilterGroupDefinition<TLocalizedText>, text: Resolve): FilterGroupDefinition {
  return { ...group, title: text(group.title), filters: group.filters.map((f) => resolveFilter(f, text)) };
}

function buildView(
  v: Selectable<DB['views']>,
  rows: ReadonlyArray<Selectable<DB['units']>>,
  text: Resolve,
): ViewModel {
  const unitsById = new Map<number, UnitNode>();
  for (const r of rows) {
    unitsById.set(r.id, {
      id: r.id,
      extName: r.ext_name,
      title: text(r.title),
      level: r.level,
      optionValue: r.option_value,
      parent: null,
      children: [],
    });
  }
  let root: UnitNode | undefined;
  let depth = 1;
  for (const r of rows) {
    const unit = unitsById.get(r.id)!;
    depth = Math.max(depth, unit.level);
    if (r.parent_id === null) root = unit;
    else {
      const parent = unitsById.get(r.parent_id)!;
      unit.parent = parent;
      parent.children.push(unit);
    }
  }
  if (!root) throw new Error(`View ${v.ext_name} has no root unit`);
  return {
    id: v.id,
    extName: v.ext_name,
    title: text(v.title),
    position: v.position,
    kind: v.kind,
    questionId: v.question_id,
    root,
    unitsById,
    unitsByExtName: new Map([...unitsById.values()].map((u) => [u.extName, u])),
    depth,
    levelNames: v.level_names.map(text),
  };
}
