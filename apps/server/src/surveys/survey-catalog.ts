import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import {
  BUILT_IN_TIME_FILTER,
  type FilterDefinition,
  type FilterSetDefinitions,
} from './filter-definition.ts';
import type { IndicatorModel, QuestionModel, SurveyModel, UnitNode, ViewModel } from './survey-model.ts';

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

/**
 * Survey configuration changes rarely and is read on every request: it is cached per
 * universe and dropped by `invalidate` when an admin changes it.
 */
export class SurveyCatalog {
  private readonly cache = new Map<number, Promise<SurveyModel[]>>();

  constructor(private readonly db: Kysely<DB>) {}

  surveys(universeId: number): Promise<SurveyModel[]> {
    let surveys = this.cache.get(universeId);
    if (!surveys) {
      surveys = this.load(universeId);
      surveys.catch(() => this.cache.delete(universeId));
      this.cache.set(universeId, surveys);
    }
    return surveys;
  }

  async survey(universeId: number, extName: string): Promise<SurveyModel | undefined> {
    return (await this.surveys(universeId)).find((s) => s.extName === extName);
  }

  invalidate(universeId: number): void {
    this.cache.delete(universeId);
  }

  private async load(universeId: number): Promise<SurveyModel[]> {
    const db = this.db;
    const [surveys, views, units, questions, indicators, pages, components, filterSets, campaigns] =
      await Promise.all([
        db
          .selectFrom('surveys')
          .selectAll()
          .where('universe_id', '=', universeId)
          .orderBy('position')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('views')
          .selectAll()
          .where('universe_id', '=', universeId)
          .orderBy('position')
          .execute(),
        db.selectFrom('units').selectAll().where('universe_id', '=', universeId).orderBy('id').execute(),
        db
          .selectFrom('questions')
          .selectAll()
          .where('universe_id', '=', universeId)
          .orderBy('position')
          .execute(),
        db
          .selectFrom('indicators')
          .selectAll()
          .where('universe_id', '=', universeId)
          .orderBy('position')
          .execute(),
        db
          .selectFrom('pages')
          .selectAll()
          .where('universe_id', '=', universeId)
          .orderBy('position')
          .execute(),
        db
          .selectFrom('page_components')
          .selectAll()
          .where('universe_id', '=', universeId)
          .orderBy('position')
          .execute(),
        db.selectFrom('filter_sets').selectAll().where('universe_id', '=', universeId).execute(),
        db
          .selectFrom('campaigns')
          .select(['id', 'survey_id', 'name', 'type', 'status'])
          .where('universe_id', '=', universeId)
          .orderBy('id')
          .execute(),
      ]);
    return surveys.flatMap((s) => {
      const surveyQuestions: QuestionModel[] = questions
        .filter((q) => q.survey_id === s.id)
        .map((q) => ({
          id: q.id,
          extName: q.ext_name,
          title: q.title,
          type: q.type,
          min: q.min_value,
          max: q.max_value,
          options: q.options,
        }));
      const questionById = new Map(surveyQuestions.map((q) => [q.id, q]));
      const surveyViews: ViewModel[] = views
        .filter((v) => v.survey_id === s.id)
        .map((v) =>
          buildView(
            v,
            units.filter((u) => u.view_id === v.id),
          ),
        );
      const organisation = surveyViews.find((v) => v.kind === 'units');
      if (!organisation) return []; // a survey without an organisation cannot be shown
      const surveyIndicators: IndicatorModel[] = indicators
        .filter((i) => i.survey_id === s.id)
        .map((i) => ({
          extName: i.ext_name,
          title: i.title,
          kind: i.kind,
          question: questionById.get(i.question_id)!,
          decimals: i.decimals,
          thresholds: i.thresholds,
        }));
      const sets: FilterSetDefinitions = {
        standard: filterSets.find((f) => f.survey_id === s.id && f.type === 'standard')?.groups ?? [],
        time: filterSets.find((f) => f.survey_id === s.id && f.type === 'time')?.groups ?? [],
      };
      const filters = new Map<string, FilterDefinition>([
        [BUILT_IN_TIME_FILTER.extName, BUILT_IN_TIME_FILTER],
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
          title: s.title,
          position: s.position,
          startFilter: s.start_filter,
          alertFilter: s.alert_filter,
          localeText: s.locale_text,
          systemMessage: s.system_message,
          reportFlags,
          views: surveyViews,
          organisation,
          questions: surveyQuestions,
          questionsByExtName: new Map(surveyQuestions.map((q) => [q.extName, q])),
          indicators: surveyIndicators,
          filterSets: sets,
          filters,
          campaigns: campaigns
            .filter((c) => c.survey_id === s.id)
            .map((c) => ({ id: c.id, name: c.name, type: c.type, status: c.status })),
          pages: pages
            .filter((p) => p.survey_id === s.id)
            .map((p) => ({
              extName: p.ext_name,
              title: p.title,
              icon: p.icon,
              selectionInterval: p.selection_interval,
              components: components
                .filter((c) => c.page_id === p.id)
                .map((c) => ({ id: c.id, type: c.type, title: c.title, config: c.config })),
            })),
        },
      ];
    });
  }
}

function buildView(
  v: {
    id: number;
    ext_name: string;
    title: string;
    position: number;
    kind: 'units' | 'question';
    question_id: number | null;
  },
  rows: Array<{
    id: number;
    parent_id: number | null;
    ext_name: string;
    title: string;
    level: number;
    option_value: number | null;
  }>,
): ViewModel {
  const unitsById = new Map<number, UnitNode>();
  for (const r of rows) {
    unitsById.set(r.id, {
      id: r.id,
      extName: r.ext_name,
      title: r.title,
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
    title: v.title,
    position: v.position,
    kind: v.kind,
    questionId: v.question_id,
    root,
    unitsById,
    unitsByExtName: new Map([...unitsById.values()].map((u) => [u.extName, u])),
    depth,
  };
}
