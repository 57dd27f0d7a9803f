import type { TConfigBlocks } from '@opinio/domain/schemas/config-blocks';
import type { TTopicTaxonomy } from '@opinio/domain/schemas/topic-taxonomy';
import { matchTopicsAnyLanguage } from '@opinio/domain/text-analytics/taxonomy';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Duck } from '#analytics/duckdb.ts';
import {
  questionColumn,
  surveyTable,
  textColumn,
  textSentimentColumn,
  textTopicsColumn,
} from '#analytics/query-spec.ts';
import { ReadModel } from '#analytics/read-model.ts';
import { parseStoredTags, type StoredTags, storedTagsRow, storeTags } from '#analytics/text/stored-tags.ts';
import { insertInterviews } from '#ingestion/insert-interviews.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import {
  CSRF_HEADER,
  DATABASE_KINDS,
  raiseLoadCount,
  seededApp,
  signIn,
  type TestApp,
  universeIdOf,
} from './harness.ts';

/*
 * Comment tags stored in PostgreSQL (decision 049): a build stores what it tagged, a build
 * after a restart reads them instead of tagging again, an edit or a new taxonomy makes
 * them stale and they are stored again, and another universe's rows are left alone.
 */

interface TagRow {
  interview_id: string;
  stamp: string;
  model: number;
  lang: string | null;
  topics: string[] | null;
  sentiment: number | null;
  answers: unknown;
}

describe.each(DATABASE_KINDS)('comment tags stored with the comment (%s)', (kind) => {
  let t: TestApp;
  let survey: SurveyModel;
  let guest: SurveyModel;
  let demo: number;
  let acme: number;
  const opened: Duck[] = [];

  beforeAll(async () => {
    t = await seededApp(kind, 1000);
    demo = await universeIdOf(t.database.db, 'demo');
    acme = await universeIdOf(t.database.db, 'acme');
    survey = (await t.services.catalog.survey(demo, 'cx'))!;
    guest = (await t.services.catalog.survey(acme, 'guest'))!;
    await t.services.analytics.loadCount(survey);
    await t.services.analytics.loadCount(guest);
    await t.services.analytics.commentTagsStored(survey.id);
    await t.services.analytics.commentTagsStored(guest.id);
  });
  afterAll(async () => {
    for (const duck of opened) duck.close();
    await t.close();
  });

  /** A read model of a process started afresh over the same database. */
  const restarted = async () => {
    const duck = await Duck.open(1);
    opened.push(duck);
    const model = new ReadModel(t.database, duck);
    model.log = { warn: (d, m) => console.log('WARN', m, d), info: () => {} };
    return { duck, model };
  };
  const stored = async (universeId: number): Promise<TagRow[]> =>
    (
      await sql<TagRow>`
        SELECT interview_id::text, stamp, model, lang, topics, sentiment, answers FROM comment_tags
        WHERE universe_id = ${universeId} ORDER BY interview_id`.execute(t.database.db)
    ).rows;
  const commentedIds = async (surveyId: number) =>
    (
      await sql<{ id: string }>`
        SELECT DISTINCT a.interview_id::text AS id FROM answers a JOIN interviews i ON i.id = a.interview_id
        WHERE i.survey_id = ${surveyId} AND a.text_value <> '' ORDER BY 1`.execute(t.database.db)
    ).rows.map((r) => r.id);
  /** An answer the question accepts. */
  const acceptedValue = (q: SurveyModel['questions'][number]) => q.options[0]?.value ?? q.min ?? 0;
  const tableTags = async (duck: Duck, surveyId: number) =>
    new Map(
      (
        await duck.rows(
          `SELECT id, topics, sentiment, lang FROM ${surveyTable(surveyId)} WHERE topics IS NOT NULL OR sentiment IS NOT NULL`,
        )
      ).map((r) => [String(r.id), { topics: r.topics, sentiment: r.sentiment, lang: r.lang }]),
    );

  it('a build stores the tags of every comment and the sentiment model', async () => {
    const rows = await stored(demo);
    expect(rows.map((r) => r.interview_id).sort()).toEqual((await commentedIds(survey.id)).sort());
    const { rows: models } = await sql<{ size: number }>`
      SELECT size FROM sentiment_models WHERE survey_id = ${survey.id}`.execute(t.database.db);
    expect(models).toHaveLength(1);
    expect(rows.every((r) => r.model === models[0].size)).toBe(true);
    expect(rows.filter((r) => r.sentiment !== null).length).toBe(rows.length);
    expect(rows.filter((r) => r.topics !== null).length).toBeGreaterThan(0);
  });

  it('a build after a restart reads the stored tags instead of tagging again', async () => {
    const [victim] = (await stored(demo)).filter((r) => r.topics !== null);
    // marked in PostgreSQL only: a build that tagged the comment again could not show it
    await sql`UPDATE comment_tags SET topics = ARRAY['stored-only'], sentiment = 0.125
              WHERE interview_id = ${victim.interview_id}::bigint`.execute(t.database.db);
    const { rows: before } = await sql<{ updated_at: Date }>`
      SELECT updated_at FROM sentiment_models WHERE survey_id = ${survey.id}`.execute(t.database.db);
    const { duck, model } = await restarted();
    await model.ensureFresh(survey);
    await model.tagsStored(survey.id);
    const tags = await tableTags(duck, survey.id);
    expect(tags.get(victim.interview_id)).toEqual({
      topics: ['stored-only'],
      sentiment: 0.125,
      lang: victim.lang,
    });
    for (const row of await stored(demo))
      expect(tags.get(row.interview_id)?.topics ?? null, row.interview_id).toEqual(row.topics);
    // each text answer's topics (with the words matched) and score, as stored
    const texts = survey.questions.filter((q) => q.type === 'text');
    const answerTags = new Map(
      (
        await duck.rows(
          `SELECT id, ${texts.map((q) => `${textTopicsColumn(q.id)}, ${textSentimentColumn(q.id)}`).join(', ')} FROM ${surveyTable(survey.id)}`,
        )
      ).map((r) => [
        String(r.id),
        texts.map((q) => [r[textTopicsColumn(q.id)] ?? null, r[textSentimentColumn(q.id)] ?? null]),
      ]),
    );
    const storedRows = await stored(demo);
    expect(
      storedRows.some((r) => (r.answers as unknown[]).some((a) => Array.isArray(a) && a[0] !== null)),
    ).toBe(true);
    for (const row of storedRows)
      expect(answerTags.get(row.interview_id), row.interview_id).toEqual(
        (row.answers as Array<[string | null, number | null] | null>).map((a) => a ?? [null, null]),
      );
    // the model was read back, not trained and stored again
    const { rows: after } = await sql<{ updated_at: Date }>`
      SELECT updated_at FROM sentiment_models WHERE survey_id = ${survey.id}`.execute(t.database.db);
    expect(after).toEqual(before);
    expect(model.comments.summary(survey.id)).toEqual(t.services.analytics.comments.summary(survey.id));
    await sql`UPDATE comment_tags SET topics = ${victim.topics}::text[], sentiment = ${victim.sentiment}
              WHERE interview_id = ${victim.interview_id}::bigint`.execute(t.database.db);
  });

  it('a stored row reads back exactly, whatever its fields hold', async () => {
    const ids = (
      await sql<{ id: string }>`
        SELECT id::text FROM interviews WHERE survey_id = ${survey.id} ORDER BY id LIMIT 4`.execute(
        t.database.db,
      )
    ).rows.map((r) => Number(r.id));
    const kept = await sql`SELECT * FROM comment_tags WHERE interview_id = ANY(${ids}::bigint[])`.execute(
      t.database.db,
    );
    const rows: Array<{ id: number; tags: StoredTags }> = [
      // no topics recorded, no language, no score; answers unanswered
      {
        id: ids[0],
        tags: {
          hash: 2 ** 53 - 1,
          stamp: 's1',
          model: 7,
          lang: null,
          topics: null,
          sentiment: null,
          answers: [null, null],
        },
      },
      // an empty topic list, a language, a negative score with many digits
      {
        id: ids[1],
        tags: {
          hash: 1,
          stamp: 's1',
          model: 7,
          lang: 'fi',
          topics: [],
          sentiment: -0.9987965555218867,
          answers: [[null, 0.5], null],
        },
      },
      // topics with the matched words' spans (JSON with quotes and commas), a score of 0
      {
        id: ids[2],
        tags: {
          hash: 123456789,
          stamp: 's1',
          model: 7,
          lang: 'sv',
          topics: ['staff-service', 'opening-hours'],
          sentiment: 0,
          answers: [
            ['[{"key":"staff-service","spans":[{"start":0,"end":9}]}]', 1e-7],
            ['[{"key":"a-1","spans":[]}]', null],
          ],
        },
      },
      // made with another stamp: left out
      {
        id: ids[3],
        tags: { hash: 5, stamp: 'other', model: 7, lang: null, topics: ['x'], sentiment: 1, answers: [] },
      },
    ];
    await storeTags(t.database, survey, rows);
    const { rows: text } = await sql<{ t: string | null }>`
      SELECT string_agg(${storedTagsRow(2)}, chr(30)) AS t FROM comment_tags t
      WHERE t.interview_id = ANY(${ids}::bigint[]) AND t.stamp = 's1' AND t.model = 7`.execute(t.database.db);
    const read = parseStoredTags(text[0].t, 's1', 7, 2);
    expect(new Map([...read].sort(([a], [b]) => a - b))).toEqual(
      new Map(rows.slice(0, 3).map((r) => [r.id, r.tags])),
    );
    // put back what the other tests read
    await sql`DELETE FROM comment_tags WHERE interview_id = ANY(${ids}::bigint[])`.execute(t.database.db);
    for (const row of kept.rows as Array<Record<string, unknown>>) {
      const columns = Object.keys(row);
      await sql`INSERT INTO comment_tags (${sql.join(columns.map((c) => sql.ref(c)))})
                VALUES (${sql.join(columns.map((c) => (c === 'answers' ? JSON.stringify(row[c]) : row[c])))})`.execute(
        t.database.db,
      );
    }
  });

  it("a page holding other surveys' interviews reads only its own survey's answers", async () => {
    const unit = [...survey.organisation.unitsById.values()].find((u) => u.extName === 's001')!;
    const comment = survey.questions.find((q) => q.extName === 'comment')!;
    const numeric = survey.questions.find((q) => q.type !== 'text')!;
    // another survey of the same universe, and one of another universe
    const root = await signIn(t.app, 'root', { universe: 'demo' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/surveys/create/cx',
      headers: { cookie: root, ...CSRF_HEADER },
      payload: {
        universe: 'demo',
        extName: 'cx_twin',
        title: 'CX twin',
        from: { kind: 'template', template: 'cx' },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const twin = (await t.services.catalog.survey(demo, 'cx_twin'))!;
    const others = [
      { universe: demo, model: twin },
      { universe: acme, model: guest },
    ];
    // ids alternate between the three surveys
    const own: number[] = [];
    for (let i = 0; i < 4; i++) {
      own.push(
        ...(await insertInterviews(t.database.db, demo, survey.id, [
          {
            unitId: unit.id,
            externalId: `interleaved-${i}`,
            date: new Date('2026-06-15T09:30:00Z'),
            answers: [
              { questionId: numeric.id, value: acceptedValue(numeric), textValue: null },
              { questionId: comment.id, value: null, textValue: `Own comment ${i}` },
            ],
          },
        ])),
      );
      for (const other of others) {
        const text = other.model.questions.find((q) => q.type === 'text')!;
        const value = other.model.questions.find((q) => q.type !== 'text')!;
        await insertInterviews(t.database.db, other.universe, other.model.id, [
          {
            unitId: [...other.model.organisation.unitsById.values()].at(-1)!.id,
            externalId: `interleaved-other-${i}`,
            date: new Date('2026-06-15T09:30:00Z'),
            answers: [
              { questionId: value.id, value: acceptedValue(value), textValue: null },
              { questionId: text.id, value: null, textValue: `Another survey's comment ${i}` },
            ],
          },
        ]);
      }
    }
    const { duck, model } = await restarted();
    model.pageSize = 3;
    await model.ensureFresh(survey);
    const rows = await duck.rows(
      `SELECT id, ${textColumn(comment.id)} AS text, ${questionColumn(numeric.id)} AS value FROM ${surveyTable(survey.id)} WHERE id >= ${own[0]} ORDER BY id`,
    );
    expect(rows.map((r) => Number(r.id))).toEqual(own);
    expect(rows.map((r) => r.text)).toEqual(own.map((_, i) => `Own comment ${i}`));
    expect(rows.every((r) => r.value === acceptedValue(numeric))).toBe(true);
    const { rows: count } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM interviews WHERE survey_id = ${survey.id}`.execute(t.database.db);
    expect(Number((await duck.rows(`SELECT count(*) AS n FROM ${surveyTable(survey.id)}`))[0].n)).toBe(
      count[0].n,
    );
  });

  it('a written comment gets its tags stored; an edited one is tagged again', async () => {
    const unit = [...survey.organisation.unitsById.values()].find((u) => u.extName === 's001')!;
    const comment = survey.questions.find((q) => q.extName === 'comment')!;
    const [id] = await insertInterviews(t.database.db, demo, survey.id, [
      {
        unitId: unit.id,
        externalId: 'stored-tags-1',
        date: new Date('2026-06-14T09:30:00Z'),
        answers: [
          {
            questionId: comment.id,
            value: null,
            textValue: 'The staff were friendly but the queue was long',
          },
        ],
      },
    ]);
    await raiseLoadCount(t.database.db, survey.id);
    t.services.analytics.changed(survey.id);
    await t.services.analytics.loadCount(survey);
    await t.services.analytics.commentTagsStored(survey.id);
    const row = (await stored(demo)).find((r) => r.interview_id === String(id))!;
    const want = matchTopicsAnyLanguage('The staff were friendly but the queue was long', survey.topics!).map(
      (m) => m.key,
    );
    expect(want.length).toBeGreaterThan(0);
    expect(row.topics).toEqual(want);
    // the text changes in PostgreSQL: its stored tags no longer match it, and a build tags it again
    await sql`UPDATE answers SET text_value = 'Nothing to say' WHERE interview_id = ${id} AND question_id = ${comment.id}`.execute(
      t.database.db,
    );
    const { duck, model } = await restarted();
    await model.ensureFresh(survey);
    await model.tagsStored(survey.id);
    expect((await tableTags(duck, survey.id)).get(String(id))?.topics ?? null).toBeNull();
    expect((await stored(demo)).find((r) => r.interview_id === String(id))?.topics).toBeNull();
    // the app's own edit path reads the row again, tags it and stores the tags
    await sql`UPDATE answers SET text_value = 'The queue was long' WHERE interview_id = ${id} AND question_id = ${comment.id}`.execute(
      t.database.db,
    );
    await t.services.analytics.rewrite(survey, [id], async () => {});
    await t.services.analytics.commentTagsStored(survey.id);
    const rewritten = (await stored(demo)).find((r) => r.interview_id === String(id))!;
    expect(rewritten.topics).toEqual(
      matchTopicsAnyLanguage('The queue was long', survey.topics!).map((m) => m.key),
    );
  });

  it("a new taxonomy tags every comment again and stores it; another universe's rows stay", async () => {
    const acmeBefore = await stored(acme);
    expect(acmeBefore.length).toBeGreaterThan(0);
    const demoBefore = await stored(demo);
    const root = await signIn(t.app, 'root', { universe: 'demo' });
    const url = `/api/vuejs/surveys/configblocks/cx/${survey.id}`;
    const blocks = (
      await t.app.inject({ method: 'GET', url, headers: { cookie: root } })
    ).json() as TConfigBlocks;
    const current = blocks.blocks.find((b) => b.name === 'topics')!;
    const queues: TTopicTaxonomy = {
      topics: [{ key: 'queues', name: 'Queues', keywords: { en: ['queue'], fi: ['jono*'], sv: ['kö'] } }],
    };
    const saved = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: root, ...CSRF_HEADER },
      payload: { name: 'topics', content: queues, baseVersion: current.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const fresh = (await t.services.catalog.survey(demo, 'cx'))!;
    await t.services.analytics.loadCount(fresh);
    await t.services.analytics.commentTagsStored(fresh.id);
    const demoAfter = await stored(demo);
    expect(demoAfter.map((r) => r.interview_id)).toEqual(demoBefore.map((r) => r.interview_id));
    expect(new Set(demoAfter.map((r) => r.stamp)).size).toBe(1);
    expect(demoAfter[0].stamp).not.toBe(demoBefore[0].stamp);
    for (const row of demoAfter) expect(row.topics === null || row.topics.join() === 'queues').toBe(true);
    expect(demoAfter.some((r) => r.topics !== null)).toBe(true);
    // scores stay what they were
    expect(demoAfter.map((r) => r.sentiment)).toEqual(demoBefore.map((r) => r.sentiment));
    expect(await stored(acme)).toEqual(acmeBefore);
  });
});
