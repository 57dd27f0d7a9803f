import { resolveText } from '@opinio/domain/localized-text';
import { OPEN_ALERT_STATES } from '@opinio/domain/schemas/alerts';
import type { TLocale } from '@opinio/domain/schemas/locale';
import type { TLocalizedText } from '@opinio/domain/schemas/localized-text';
import type { TSurveyList } from '@opinio/domain/schemas/survey-admin';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { runAsTenant } from '#db/tenant-context.ts';

/** The texts a search looks in: the extName, every language's title, the universe's name and title. */
function searchable(row: {
  ext_name: string;
  title: TLocalizedText;
  universe: string;
  universeTitle: string;
}) {
  const titles = typeof row.title === 'string' ? [row.title] : Object.values(row.title);
  return [row.ext_name, ...titles, row.universe, row.universeTitle].join('\n').toLowerCase();
}

/**
 * Every survey of every universe (root users administer them all), by universe name and
 * position, with its interviews, last interview and open alerts: one query per figure.
 */
export function listSurveys(
  db: Kysely<DB>,
  options: { search?: string; locale: TLocale | null },
): Promise<TSurveyList> {
  return runAsTenant('all', async () => {
    const all = await db
      .selectFrom('surveys as s')
      .innerJoin('universes as u', 'u.id', 's.universe_id')
      .select([
        's.id',
        's.ext_name',
        's.title',
        's.default_locale',
        's.load_count',
        'u.name as universe',
        'u.title as universeTitle',
      ])
      .orderBy('u.name')
      .orderBy('s.position')
      .orderBy('s.id')
      .execute();
    const needle = options.search?.trim().toLowerCase() ?? '';
    const surveys = needle === '' ? all : all.filter((s) => searchable(s).includes(needle));
    if (surveys.length === 0) return { surveys: [] };
    const ids = surveys.map((s) => s.id);
    const [interviews, alerts] = await Promise.all([
      db
        .selectFrom('interviews')
        .select((eb) => [
          'survey_id',
          eb.fn.countAll<string>().as('n'),
          eb.fn.max('interview_date').as('last'),
        ])
        .where('survey_id', 'in', ids)
        .groupBy('survey_id')
        .execute(),
      db
        .selectFrom('alerts')
        .select((eb) => ['survey_id', eb.fn.countAll<string>().as('n')])
        .where('survey_id', 'in', ids)
        .where('state', 'in', [...OPEN_ALERT_STATES])
        .groupBy('survey_id')
        .execute(),
    ]);
    const interviewsOf = new Map(interviews.map((r) => [r.survey_id, r]));
    const alertsOf = new Map(alerts.map((r) => [r.survey_id, Number(r.n)]));
    return {
      surveys: surveys.map((s) => {
        const counted = interviewsOf.get(s.id);
        return {
          id: s.id,
          extName: s.ext_name,
          title: resolveText(s.title, options.locale, s.default_locale),
          universe: s.universe,
          universeTitle: s.universeTitle,
          interviews: Number(counted?.n ?? 0),
          loadCount: Number(s.load_count),
          lastInterviewAt: counted?.last ? new Date(counted.last).toISOString() : null,
          openAlerts: alertsOf.get(s.id) ?? 0,
        };
      }),
    };
  });
}
