import type { TLocalizedText } from '@opinio/domain/schemas/localized-text';
import type { TComponentType } from '@opinio/domain/schemas/survey';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '#db/schema.ts';
import { notFound } from '#lib/http-error.ts';
import type { SurveyDefinition, UnitDefinition } from '#surveys/survey-definition.ts';
import { REPORT_FLAG_COLUMNS } from './report-flag-columns.ts';

/**
 * A survey's configuration read back from its tables: what createSurvey would write again
 * (a copy), and what its blocks are made of. Interviews are not part of it.
 */
export async function definitionOf(db: Kysely<DB>, surveyId: number): Promise<SurveyDefinition> {
  const survey = await db.selectFrom('surveys').selectAll().where('id', '=', surveyId).executeTakeFirst();
  if (!survey) throw notFound(`No survey has id ${surveyId}`);
  const [questions, indicators, views, units, pages, filterSets] = await Promise.all([
    db
      .selectFrom('questions')
      .select(['ext_name', 'title', 'type', 'min_value', 'max_value', 'options'])
      .where('survey_id', '=', surveyId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('indicators as i')
      .innerJoin('questions as q', 'q.id', 'i.question_id')
      .select(['i.ext_name', 'i.title', 'i.kind', 'q.ext_name as question', 'i.decimals', 'i.thresholds'])
      .where('i.survey_id', '=', surveyId)
      .orderBy('i.position')
      .orderBy('i.id')
      .execute(),
    db
      .selectFrom('views as v')
      .leftJoin('questions as q', 'q.id', 'v.question_id')
      .select(['v.id', 'v.ext_name', 'v.title', 'v.kind', 'v.level_names', 'q.ext_name as question'])
      .where('v.survey_id', '=', surveyId)
      .orderBy('v.position')
      .orderBy('v.id')
      .execute(),
    db
      .selectFrom('units as u')
      .innerJoin('views as v', 'v.id', 'u.view_id')
      .select(['u.id', 'u.view_id', 'u.parent_id', 'u.ext_name', 'u.title'])
      .where('v.survey_id', '=', surveyId)
      .orderBy('u.id')
      .execute(),
    readPages(db, surveyId),
    db.selectFrom('filter_sets').select(['type', 'groups']).where('survey_id', '=', surveyId).execute(),
  ]);
  const organisationView = views.find((v) => v.kind === 'units');
  if (!organisationView) throw new Error(`Survey ${survey.ext_name} has no organisation view`);
  const rootOf = (viewId: number) => unitTree(units.filter((u) => u.view_id === viewId));
  return {
    extName: survey.ext_name,
    title: survey.title,
    defaultLocale: survey.default_locale,
    startFilter: survey.start_filter,
    minAnswers: survey.min_answers,
    alertFilter: survey.alert_filter,
    localeText: survey.locale_text,
    systemMessage: survey.system_message,
    topics: survey.topics,
    reportFlags: Object.fromEntries(
      Object.values(REPORT_FLAG_COLUMNS).map((column) => [column, survey[column]]),
    ),
    questions: questions.map((q) => ({
      extName: q.ext_name,
      title: q.title,
      type: q.type,
      ...(q.min_value === null ? {} : { min: q.min_value }),
      ...(q.max_value === null ? {} : { max: q.max_value }),
      ...(q.type === 'choice' ? { options: q.options } : {}),
    })),
    indicators: indicators.map((i) => ({
      extName: i.ext_name,
      title: i.title,
      kind: i.kind,
      question: i.question,
      decimals: i.decimals,
      thresholds: i.thresholds,
    })),
    organisation: rootOf(organisationView.id),
    views: views.map((v) => {
      const levels = v.level_names.length > 0 ? { levelNames: v.level_names } : {};
      return v.kind === 'units' || v.question === null
        ? { extName: v.ext_name, title: v.title, kind: 'units' as const, ...levels }
        : {
            extName: v.ext_name,
            title: v.title,
            kind: 'question' as const,
            question: v.question,
            rootTitle: rootOf(v.id).title,
            ...levels,
          };
    }),
    filterSets: {
      standard: filterSets.find((f) => f.type === 'standard')?.groups ?? [],
      time: filterSets.find((f) => f.type === 'time')?.groups ?? [],
    },
    pages,
  };
}

async function readPages(db: Kysely<DB>, surveyId: number): Promise<SurveyDefinition['pages']> {
  const [pages, components] = await Promise.all([
    db
      .selectFrom('pages')
      .select(['id', 'ext_name', 'title', 'icon', 'selection_interval'])
      .where('survey_id', '=', surveyId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('page_components as c')
      .innerJoin('pages as p', 'p.id', 'c.page_id')
      .select(['c.page_id', 'c.type', 'c.title', 'c.config'])
      .where('p.survey_id', '=', surveyId)
      .orderBy('c.position')
      .orderBy('c.id')
      .execute(),
  ]);
  return pages.map((p) => ({
    extName: p.ext_name,
    title: p.title,
    icon: p.icon,
    selectionInterval: p.selection_interval,
    components: components
      .filter((c) => c.page_id === p.id)
      .map((c) => ({ type: c.type as TComponentType, title: c.title, config: c.config })),
  }));
}

type UnitRow = Pick<Selectable<DB['units']>, 'id' | 'parent_id' | 'ext_name' | 'title'>;

/** The units of one view as a tree from its root, children in the order they were made. */
function unitTree(rows: UnitRow[]): UnitDefinition {
  const nodes = new Map<number, UnitDefinition>();
  for (const r of rows)
    nodes.set(r.id, { extName: r.ext_name, title: r.title as TLocalizedText, children: [] });
  let root: UnitDefinition | undefined;
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    if (r.parent_id === null) root = node;
    else nodes.get(r.parent_id)?.children.push(node);
  }
  if (!root) throw new Error('A view without a root unit');
  return root;
}
