import pg from 'pg';

export interface CountFilters {
  /** ftime=rdays:-days:0: [today - days, today + 1 day) in UTC. */
  days?: number;
  /** channel=…: the answer value of question `channel` (web is 2). */
  channel?: number;
  /** nps=from_to: the answer to question `nps` within [from, to]. */
  nps?: [number, number];
  /** fdate=rdateb<n>db: dated before the day n days back (UTC). */
  beforeDaysBack?: number;
  /** store=…: interviews of these stores (units by extName). */
  stores?: string[];
}

const DAY_MS = 86_400_000;

/**
 * Independent of the server's analytics: the number of interviews of survey `cx` in the
 * universe of `username` (the whole organisation) that pass the given filters, counted
 * in PostgreSQL from interviews joined with their answers.
 */
export async function countFiltered(username: string, filters: CountFilters): Promise<number> {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const params: unknown[] = [username];
  const where: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const answer = (question: string, condition: string) =>
    `EXISTS (SELECT 1 FROM answers a JOIN questions q ON q.id = a.question_id
              WHERE a.interview_id = i.id AND q.survey_id = i.survey_id AND q.ext_name = ${param(question)}
                AND ${condition})`;
  if (filters.days !== undefined) {
    where.push(`i.interview_date >= ${param(new Date(today - filters.days * DAY_MS))}`);
    where.push(`i.interview_date < ${param(new Date(today + DAY_MS))}`);
  }
  if (filters.channel !== undefined) where.push(answer('channel', `a.value = ${param(filters.channel)}`));
  if (filters.nps) {
    where.push(answer('nps', `a.value BETWEEN ${param(filters.nps[0])} AND ${param(filters.nps[1])}`));
  }
  if (filters.beforeDaysBack !== undefined) {
    where.push(`i.interview_date < ${param(new Date(today - filters.beforeDaysBack * DAY_MS))}`);
  }
  if (filters.stores) {
    where.push(`i.unit_id IN (SELECT id FROM units WHERE ext_name = ANY(${param(filters.stores)}))`);
  }
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      `WITH member AS (
         SELECT m.universe_id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.username = $1
       )
       SELECT count(*)::int AS n FROM interviews i JOIN surveys s ON s.id = i.survey_id
        WHERE s.ext_name = 'cx' AND s.universe_id IN (SELECT universe_id FROM member)
          ${where.map((w) => `AND ${w}`).join('\n          ')}`,
      params,
    );
    return result.rows[0].n;
  } finally {
    await client.end();
  }
}
