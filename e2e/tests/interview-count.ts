import pg from 'pg';

/**
 * Independent of the server's analytics: the number of interviews of survey `cx` whose
 * unit lies in the subtree of `unitExtName` (in the universe of `username`'s membership)
 * dated within the last `days` days: [today - days, today + 1 day) in UTC, which is what
 * the filter `ftime=rdays:-days:0` means.
 */
export async function countInterviews(username: string, unitExtName: string, days: number): Promise<number> {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - days * 86_400_000);
  const to = new Date(today + 86_400_000);
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      `WITH RECURSIVE member AS (
         SELECT m.universe_id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.username = $1
       ), survey AS (
         SELECT s.id, s.universe_id FROM surveys s WHERE s.ext_name = 'cx' AND s.universe_id IN (SELECT universe_id FROM member)
       ), subtree AS (
         SELECT un.id FROM units un
           JOIN views v ON v.id = un.view_id
           JOIN survey ON survey.id = v.survey_id
          WHERE v.ext_name = 'org' AND un.ext_name = $2
         UNION ALL
         SELECT child.id FROM units child JOIN subtree ON child.parent_id = subtree.id
       )
       SELECT count(*)::int AS n FROM interviews i
        WHERE i.survey_id IN (SELECT id FROM survey)
          AND i.unit_id IN (SELECT id FROM subtree)
          AND i.interview_date >= $3 AND i.interview_date < $4`,
      [username, unitExtName, from, to],
    );
    return result.rows[0].n;
  } finally {
    await client.end();
  }
}
