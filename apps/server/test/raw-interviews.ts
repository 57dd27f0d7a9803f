import { sql } from 'kysely';
import type { TestApp } from './harness.ts';

/** An interview as read straight from PostgreSQL, for independent recomputation. */
export interface RawInterview {
  id: number;
  day: string;
  ancestors: number[];
  values: Record<string, number>;
  texts: Record<string, string>;
}

/** The survey's interviews with unit ancestry from a recursive query, answers by question. */
export async function loadRawInterviews(t: TestApp, survey = 'cx'): Promise<RawInterview[]> {
  const { rows } = await sql<{
    id: number;
    day: string;
    ancestors: number[];
    answers: Record<string, number> | null;
    texts: Record<string, string> | null;
  }>`
    WITH RECURSIVE anc(unit_id, ancestor) AS (
      SELECT id, id FROM units
      UNION ALL
      SELECT anc.unit_id, u.parent_id FROM anc JOIN units u ON u.id = anc.ancestor WHERE u.parent_id IS NOT NULL
    )
    SELECT i.id, to_char(i.interview_date AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
      (SELECT array_agg(ancestor) FROM anc WHERE anc.unit_id = i.unit_id) AS ancestors,
      (SELECT jsonb_object_agg(q.ext_name, a.value) FROM answers a JOIN questions q ON q.id = a.question_id
        WHERE a.interview_id = i.id AND a.value IS NOT NULL) AS answers,
      (SELECT jsonb_object_agg(q.ext_name, a.text_value) FROM answers a JOIN questions q ON q.id = a.question_id
        WHERE a.interview_id = i.id AND a.text_value IS NOT NULL) AS texts
    FROM interviews i JOIN surveys s ON s.id = i.survey_id
    WHERE s.ext_name = ${survey}`.execute(t.database.db);
  return rows.map((r) => ({
    id: Number(r.id),
    day: r.day,
    ancestors: r.ancestors.map(Number),
    values: r.answers ?? {},
    texts: r.texts ?? {},
  }));
}

export async function unitIds(t: TestApp): Promise<Map<string, number>> {
  const rows = await t.database.db
    .selectFrom('units')
    .innerJoin('views', 'views.id', 'units.view_id')
    .where('views.ext_name', '=', 'org')
    .where('units.universe_id', '=', (eb) =>
      eb.selectFrom('universes').select('id').where('name', '=', 'demo'),
    )
    .select(['units.id', 'units.ext_name'])
    .execute();
  return new Map(rows.map((r) => [r.ext_name, r.id]));
}

/** A unit of the organisation view: its id, its drill path ("org,all,north"), its level and parent. */
export interface OrgUnit {
  id: number;
  path: string;
  level: number;
  parentId: number | null;
}

/** Every unit of a survey's organisation view with its drill path, from a recursive query. */
export async function loadOrgUnits(t: TestApp, survey = 'cx'): Promise<OrgUnit[]> {
  const { rows } = await sql<{ id: number; path: string; level: number; parent_id: number | null }>`
    WITH RECURSIVE p(id, path, level, parent_id) AS (
      SELECT u.id, 'org,' || u.ext_name, u.level, u.parent_id FROM units u JOIN views v ON v.id = u.view_id
        WHERE v.ext_name = 'org' AND u.parent_id IS NULL AND v.survey_id = (SELECT id FROM surveys WHERE ext_name = ${survey})
      UNION ALL
      SELECT u.id, p.path || ',' || u.ext_name, u.level, u.parent_id FROM units u JOIN p ON u.parent_id = p.id
    ) SELECT id, path, level, parent_id FROM p`.execute(t.database.db);
  return rows.map((r) => ({
    id: Number(r.id),
    path: r.path,
    level: r.level,
    parentId: r.parent_id === null ? null : Number(r.parent_id),
  }));
}
