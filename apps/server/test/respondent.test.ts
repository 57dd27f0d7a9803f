import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatCampaignFilter } from '@opinio/domain/filter-values';
import { TEXT_ANSWER_MAX } from '@opinio/domain/limits';
import type { TKpiResponse } from '@opinio/domain/schemas/analytics';
import type { TQuestionnaire } from '@opinio/domain/schemas/campaigns';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, path, seededApp, signIn, type TestApp, universeIdOf } from './harness.ts';

const DAY_MS = 86_400_000;
const INVALID = {
  error: { code: 'invalid_link', params: {}, message: 'This survey link is not valid. It may have expired.' },
};

describe.each(DATABASE_KINDS)("the respondent's questionnaire (%s)", (kind) => {
  let t: TestApp;
  let webDist: string;
  let demoId: number;
  let acmeId: number;
  let admin: string;
  /** Contacts of cx who have not answered, taken one per test. */
  let freeContacts: number[];
  let campaignId: number;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'opinio-web-'));
    writeFileSync(join(webDist, 'index.html'), '<title>app</title>');
    writeFileSync(join(webDist, 'responsive.html'), '<title>questionnaire</title>');
    t = await seededApp(kind, 1500, { webDist });
    demoId = await universeIdOf(t.database.db, 'demo');
    acmeId = await universeIdOf(t.database.db, 'acme');
    admin = await signIn(t.app, 'admin');
    const { rows } = await sql<{ id: number }>`
      SELECT c.id::int AS id FROM contacts c JOIN samples s ON s.id = c.sample_id
        JOIN surveys v ON v.id = s.survey_id
      WHERE v.ext_name = 'cx' AND c.interview_id IS NULL AND c.state IN ('pending', 'sent')
      ORDER BY c.id LIMIT 20`.execute(t.database.db);
    freeContacts = rows.map((r) => r.id);
    campaignId = await newCampaign(demoId, 'cx');
    // The campaign filter lists campaigns from the cached configuration.
    t.services.catalog.invalidate(demoId);
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  async function newCampaign(universeId: number, survey: string): Promise<number> {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO campaigns (universe_id, survey_id, name, type, status, action, sent_at)
      SELECT ${universeId}, id, 'Questionnaire test', 'email', 'active', 'mail', now()
      FROM surveys WHERE universe_id = ${universeId} AND ext_name = ${survey}
      RETURNING id`.execute(t.database.db);
    return rows[0].id;
  }

  /** A message of the campaign to the contact, sent (by default) a moment ago: its token. */
  async function invite(
    contactId: number,
    options: {
      campaign?: number;
      universeId?: number;
      sentAt?: Date | null;
      state?: string;
      locale?: string | null;
    } = {},
  ): Promise<string> {
    const token = randomBytes(18).toString('base64url');
    const sentAt = options.sentAt === undefined ? new Date() : options.sentAt;
    await sql`
      INSERT INTO campaign_messages (universe_id, campaign_id, contact_id, state, sent_at, token, locale, address)
      VALUES (${options.universeId ?? demoId}, ${options.campaign ?? campaignId}, ${contactId},
              ${options.state ?? 'delivered'}, ${sentAt?.toISOString() ?? null}, ${token},
              ${options.locale ?? null}, 'someone@example.com')`.execute(t.database.db);
    return token;
  }
  const takeContact = () => {
    const id = freeContacts.shift();
    if (id === undefined) throw new Error('No contact left to invite');
    return id;
  };

  const url = (token: string) => `/api/responsive/${token}`;
  const getQuestionnaire = (token: string) => t.app.inject({ method: 'GET', url: url(token) });
  // Mail programs and the page send no CSRF header: the token is the credential.
  const save = (token: string, body: object) =>
    t.app.inject({ method: 'PUT', url: url(token), payload: body });
  const complete = (token: string, body: object) =>
    t.app.inject({ method: 'POST', url: url(token), payload: body });

  const interviewsOf = async (contactId: number) => {
    const { rows } = await sql<{ id: number; universe_id: number; survey: string; unit_id: number }>`
      SELECT i.id::int AS id, i.universe_id, s.ext_name AS survey, i.unit_id FROM interviews i
        JOIN surveys s ON s.id = i.survey_id
      WHERE i.external_id = ${`campaign-contact-${contactId}`}`.execute(t.database.db);
    return rows;
  };
  const answersOf = async (interviewId: number) => {
    const { rows } = await sql<{ q: string; value: number | null; text_value: string | null }>`
      SELECT q.ext_name AS q, a.value, a.text_value FROM answers a JOIN questions q ON q.id = a.question_id
      WHERE a.interview_id = ${interviewId} ORDER BY q.position`.execute(t.database.db);
    return Object.fromEntries(rows.map((r) => [r.q, r.text_value ?? r.value]));
  };
  const contactRow = async (contactId: number) =>
    (
      await sql<{ state: string; interview_id: number | null; completed_at: Date | null }>`
        SELECT state, interview_id::int AS interview_id, completed_at FROM contacts WHERE id = ${contactId}`.execute(
        t.database.db,
      )
    ).rows[0];
  const draftOf = async (token: string) =>
    (
      await sql<{ answers: Record<string, unknown>; position: number }>`
        SELECT d.answers, d.position FROM questionnaire_drafts d
          JOIN campaign_messages m ON m.id = d.message_id WHERE m.token = ${token}`.execute(t.database.db)
    ).rows[0];
  const kpiCount = async (drill: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/analytics/kpis/cx/${path(drill)}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as TKpiResponse).nInterviews;
  };

  it("asks the survey's questions in the contact's language, with who asks and for which unit", async () => {
    const contactId = takeContact();
    await sql`UPDATE contacts SET locale = 'fi' WHERE id = ${contactId}`.execute(t.database.db);
    const response = await getQuestionnaire(await invite(contactId));
    expect(response.statusCode, response.body).toBe(200);
    const questionnaire = response.json() as TQuestionnaire;
    expect(questionnaire).toMatchObject({
      locale: 'fi',
      sender: 'Nordic Retail',
      surveyTitle: 'Asiakastyytyväisyys',
      saved: { answers: {}, position: 0 },
    });
    expect(questionnaire.unitTitle).not.toBe('');
    expect(questionnaire.questions.map((q) => [q.id, q.kind, q.required])).toEqual([
      ['nps', 'nps', true],
      ['sat_overall', 'scale', true],
      ['sat_staff', 'scale', true],
      ['sat_speed', 'scale', true],
      ['sat_range', 'scale', false],
      ['sat_price', 'scale', false],
      ['channel', 'choice', false],
      ['visit', 'choice', false],
      ['comment', 'text', false],
    ]);
    const [nps, overall, , , , , channel, , comment] = questionnaire.questions;
    // asked in its wording, not its dashboard title, with what the ends of each scale mean
    expect(nps).toMatchObject({
      text: 'Kuinka todennäköisesti suosittelisit meitä ystävällesi tai kollegallesi?',
      min: 0,
      max: 10,
      options: [],
      ends: { low: 'Erittäin epätodennäköistä', high: 'Erittäin todennäköistä' },
      page: 1,
    });
    expect(overall).toMatchObject({
      text: 'Kuinka tyytyväinen olet kaiken kaikkiaan käyntiisi?',
      min: 1,
      max: 5,
      ends: { low: 'Erittäin tyytymätön', high: 'Erittäin tyytyväinen' },
      page: 2,
    });
    // the parts of satisfaction on one page; a question without a wording asks its title
    expect(questionnaire.questions.map((q) => q.page)).toEqual([1, 2, 3, 3, 3, 3, 4, 4, null]);
    expect(comment).toMatchObject({ text: 'Mitä voisimme tehdä paremmin?', ends: null });
    expect(questionnaire.brand).toEqual({ primaryColor: null, logoUrl: null });
    expect(channel.options).toEqual([
      { value: 1, label: 'Myymälässä' },
      { value: 2, label: 'Verkkokauppa' },
      { value: 3, label: 'Puhelin' },
    ]);
  });

  it("prefers the message's language to the contact's, and falls back to the survey's", async () => {
    const contactId = takeContact();
    await sql`UPDATE contacts SET locale = 'fi' WHERE id = ${contactId}`.execute(t.database.db);
    const swedish = (
      await getQuestionnaire(await invite(contactId, { locale: 'sv' }))
    ).json() as TQuestionnaire;
    expect(swedish.locale).toBe('sv');
    expect(swedish.surveyTitle).toBe('Kundnöjdhet');
    expect(swedish.questions[0]).toMatchObject({
      text: 'Hur troligt är det att du skulle rekommendera oss till en vän eller kollega?',
      ends: { low: 'Inte alls troligt', high: 'Mycket troligt' },
    });
    expect(swedish.questions[1].ends).toEqual({ low: 'Mycket missnöjd', high: 'Mycket nöjd' });
    const other = takeContact();
    await sql`UPDATE contacts SET locale = NULL WHERE id = ${other}`.execute(t.database.db);
    const fallback = (await getQuestionnaire(await invite(other))).json() as TQuestionnaire;
    expect(fallback.locale).toBe('en');
    expect(fallback.questions[0]).toMatchObject({
      text: 'How likely are you to recommend us to a friend or colleague?',
      ends: { low: 'Not at all likely', high: 'Extremely likely' },
    });
    expect(fallback.questions[1].ends).toEqual({ low: 'Very dissatisfied', high: 'Very satisfied' });
  });

  it("wears the universe's colour and logo; a question's own end labels and wording, each falling back by language", async () => {
    const settings = { primaryColor: '#0b5cad', logoUrl: 'https://cdn.example.com/nordic.svg' };
    await sql`UPDATE universes SET settings = settings || ${JSON.stringify(settings)}::jsonb
      WHERE id = ${demoId}`.execute(t.database.db);
    await sql`UPDATE questions SET low_label = ${JSON.stringify({ en: 'Awful', fi: 'Surkea' })}::jsonb,
        high_label = ${JSON.stringify({ en: 'Superb', fi: 'Loistava' })}::jsonb,
        wording = ${JSON.stringify({ en: 'How was the price?' })}::jsonb
      WHERE ext_name = 'sat_price' AND survey_id = (SELECT id FROM surveys WHERE ext_name = 'cx'
        AND universe_id = ${demoId})`.execute(t.database.db);
    t.services.catalog.invalidate(demoId);
    try {
      const asked = async (locale: string) => {
        const contactId = takeContact();
        await sql`UPDATE contacts SET locale = ${locale} WHERE id = ${contactId}`.execute(t.database.db);
        const response = await getQuestionnaire(await invite(contactId));
        expect(response.statusCode, response.body).toBe(200);
        return response.json() as TQuestionnaire;
      };
      const english = await asked('en');
      expect(english.brand).toEqual(settings);
      expect(english.questions.find((q) => q.id === 'sat_price')).toMatchObject({
        text: 'How was the price?',
        ends: { low: 'Awful', high: 'Superb' },
      });
      // no Swedish wording or labels: the Swedish title and defaults, never another language
      const swedish = await asked('sv');
      expect(swedish.questions.find((q) => q.id === 'sat_price')).toMatchObject({
        text: 'Prisvärdhet',
        ends: { low: 'Mycket missnöjd', high: 'Mycket nöjd' },
      });
      const finnish = await asked('fi');
      expect(finnish.questions.find((q) => q.id === 'sat_price')).toMatchObject({
        text: 'Hinta-laatusuhde',
        ends: { low: 'Surkea', high: 'Loistava' },
      });
    } finally {
      await sql`UPDATE universes SET settings = settings - 'primaryColor' - 'logoUrl'
        WHERE id = ${demoId}`.execute(t.database.db);
      await sql`UPDATE questions SET low_label = NULL, high_label = NULL,
          wording = ${JSON.stringify({ en: 'How satisfied are you with the value for money?', fi: 'Kuinka tyytyväinen olet hinta-laatusuhteeseen?', sv: 'Hur nöjd är du med prisvärdheten?' })}::jsonb
        WHERE ext_name = 'sat_price'`.execute(t.database.db);
      t.services.catalog.invalidate(demoId);
    }
  });

  it('keeps a draft: what was saved comes back with its position, and the contact has started', async () => {
    const contactId = takeContact();
    const token = await invite(contactId);
    const draft = { answers: { nps: 9, sat_overall: 4, channel: 2, comment: 'Kiitos' }, position: 3 };
    expect((await save(token, draft)).statusCode).toBe(204);
    expect(((await getQuestionnaire(token)).json() as TQuestionnaire).saved).toEqual(draft);
    const changed = { answers: { nps: 7 }, position: 1 };
    expect((await save(token, changed)).statusCode).toBe(204);
    expect(((await getQuestionnaire(token)).json() as TQuestionnaire).saved).toEqual(changed);
    expect((await contactRow(contactId)).state).toBe('started');
  });

  it('refuses an answer that does not fit its question, naming it, and keeps the draft as it was', async () => {
    const contactId = takeContact();
    const token = await invite(contactId);
    const kept = { answers: { nps: 5 }, position: 1 };
    await save(token, kept);
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ nps: 11 }, 'answers.nps'],
      [{ nps: -1 }, 'answers.nps'],
      [{ sat_overall: 0 }, 'answers.sat_overall'],
      [{ sat_staff: 6 }, 'answers.sat_staff'],
      [{ channel: 4 }, 'answers.channel'],
      [{ nps: 'ten' }, 'answers.nps'],
      [{ comment: 5 }, 'answers.comment'],
      [{ no_such_question: 1 }, 'answers.no_such_question'],
      [{ nps: 8, sat_overall: 9 }, 'answers.sat_overall'],
      [{ nps: 2.5 }, 'answers.nps'],
    ];
    for (const [answers, field] of bad) {
      for (const send of [save, complete]) {
        const response = await send(token, { answers, position: 2 });
        expect(response.statusCode, `${JSON.stringify(answers)}: ${response.body}`).toBe(400);
        expect(response.json().error.field, JSON.stringify(answers)).toBe(field);
      }
    }
    expect(await draftOf(token)).toEqual(kept);
    expect(await interviewsOf(contactId)).toEqual([]);
  });

  it('wants the required questions answered before completing', async () => {
    const contactId = takeContact();
    const token = await invite(contactId);
    const response = await complete(token, { answers: { sat_overall: 4, sat_staff: 4, sat_speed: 4 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('answers.nps');
    const withoutSpeed = await complete(token, { answers: { nps: 9, sat_overall: 4, sat_staff: 4 } });
    expect(withoutSpeed.json().error.field).toBe('answers.sat_speed');
    // an empty text is no answer, and optional questions may be left out
    const emptyComment = await complete(token, {
      answers: { nps: 9, sat_overall: 4, sat_staff: 4, comment: ' ' },
    });
    expect(emptyComment.json().error.field).toBe('answers.sat_speed');
    expect(await interviewsOf(contactId)).toEqual([]);
    expect((await contactRow(contactId)).interview_id).toBeNull();
  });

  it('completes once: one interview with the answers, the contact completed, an alert, the dashboards updated', async () => {
    const contactId = takeContact();
    const token = await invite(contactId);
    await save(token, { answers: { nps: 2 }, position: 0 });
    const before = await kpiCount('org,all');
    const inCampaign = `org,all;camp=${formatCampaignFilter({ campaignId, days: null, state: 'any', opened: 'any', clicked: 'any' })}`;
    expect(await kpiCount(inCampaign)).toBe(0);

    const answers = {
      nps: 2,
      sat_overall: 1,
      sat_staff: 2,
      sat_speed: 1,
      channel: 1,
      comment: 'Nobody helped me',
      sat_range: 3,
    };
    const response = await complete(token, { answers, position: 8 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ completed: true });

    const interviews = await interviewsOf(contactId);
    expect(interviews).toHaveLength(1);
    const [interview] = interviews;
    expect(interview).toMatchObject({ universe_id: demoId, survey: 'cx' });
    expect(await answersOf(interview.id)).toEqual(answers);
    const contact = await contactRow(contactId);
    expect(contact).toMatchObject({ state: 'completed', interview_id: interview.id });
    expect(contact.completed_at).not.toBeNull();
    expect(
      (
        await sql<{ unit_id: number }>`SELECT unit_id FROM contacts WHERE id = ${contactId}`.execute(
          t.database.db,
        )
      ).rows[0].unit_id,
    ).toBe(interview.unit_id);
    expect(await draftOf(token)).toBeUndefined();
    // The demo's rule "NPS 0-6" opens an alert for the unit.
    const { rows: alerts } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM alerts WHERE interview_id = ${interview.id}`.execute(t.database.db);
    expect(alerts[0].n).toBe(1);
    expect(await kpiCount('org,all')).toBe(before + 1);
    expect(await kpiCount(inCampaign)).toBe(1);

    const again = await complete(token, { answers, position: 8 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('answered');
    expect((await getQuestionnaire(token)).json().error.code).toBe('answered');
    expect((await save(token, { answers: { nps: 3 } })).statusCode).toBe(409);
    expect(await interviewsOf(contactId)).toHaveLength(1);
    // a reminder to the same contact leads to the same answer
    const reminder = await invite(contactId, { campaign: await newCampaign(demoId, 'cx') });
    expect((await getQuestionnaire(reminder)).statusCode).toBe(409);
  });

  it('a text answer saved as a draft can be completed: one length limit for both', async () => {
    const contactId = takeContact();
    const token = await invite(contactId);
    const required = { nps: 9, sat_overall: 4, sat_staff: 4, sat_speed: 4 };
    const tooLong = 'x'.repeat(TEXT_ANSWER_MAX + 1);
    for (const send of [save, complete]) {
      const response = await send(token, { answers: { ...required, comment: tooLong }, position: 1 });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.field).toBe('answers.comment');
    }
    const longest = 'y'.repeat(TEXT_ANSWER_MAX);
    const saved = await save(token, { answers: { ...required, comment: longest }, position: 1 });
    expect(saved.statusCode, saved.body).toBe(204);
    // the page completes with what it saved
    const completed = await complete(token, { answers: (await draftOf(token)).answers });
    expect(completed.statusCode, completed.body).toBe(201);
    const [interview] = await interviewsOf(contactId);
    expect((await answersOf(interview.id)).comment).toBe(longest);
  });

  it('writes one interview when the same answers are sent twice at the same moment', async () => {
    const contactId = takeContact();
    const token = await invite(contactId);
    const body = { answers: { nps: 10, sat_overall: 5, sat_staff: 5, sat_speed: 5 } };
    const responses = await Promise.all([complete(token, body), complete(token, body)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await interviewsOf(contactId)).toHaveLength(1);
    expect((await contactRow(contactId)).interview_id).toBe((await interviewsOf(contactId))[0].id);
  });

  it('answers the same 404 for an unknown, expired, unsent or failed link', async () => {
    const bodies = [];
    const links = [
      'AbCdEfGhIjKlMnOpQrStUv',
      await invite(takeContact(), { sentAt: new Date(Date.now() - 61 * DAY_MS) }),
      await invite(takeContact(), { sentAt: null, state: 'pending' }),
      await invite(takeContact(), { state: 'failed' }),
    ];
    for (const token of links) {
      for (const response of [
        await getQuestionnaire(token),
        await save(token, { answers: { nps: 1 } }),
        await complete(token, { answers: { nps: 1 } }),
      ]) {
        expect(response.statusCode).toBe(404);
        bodies.push(response.body);
      }
    }
    expect(new Set(bodies)).toEqual(new Set([JSON.stringify(INVALID)]));
    // a link a day short of expiring still works
    const old = await invite(takeContact(), { sentAt: new Date(Date.now() - 59 * DAY_MS) });
    expect((await getQuestionnaire(old)).statusCode).toBe(200);
    // not a token at all
    expect((await getQuestionnaire('bad token')).statusCode).toBe(400);
  });

  it("works with another universe's link on that universe's data only", async () => {
    const guest = (await t.services.catalog.survey(acmeId, 'guest', 'sv'))!;
    const hotel = guest.organisation.root.children[0];
    const { rows } = await sql<{ id: number }>`
      WITH sample AS (
        INSERT INTO samples (universe_id, survey_id, name) VALUES (${acmeId}, ${guest.id}, 'Guests') RETURNING id
      )
      INSERT INTO contacts (universe_id, sample_id, unit_id, name, email, state, locale)
      SELECT ${acmeId}, id, ${hotel.id}, 'Guest', 'guest@example.com', 'sent', 'sv' FROM sample
      RETURNING id::int AS id`.execute(t.database.db);
    const contactId = rows[0].id;
    const token = await invite(contactId, {
      universeId: acmeId,
      campaign: await newCampaign(acmeId, 'guest'),
    });

    const questionnaire = (await getQuestionnaire(token)).json() as TQuestionnaire;
    expect(questionnaire).toMatchObject({ sender: 'Acme Hotels', surveyTitle: 'Gästfeedback', locale: 'sv' });
    expect(questionnaire.unitTitle).toBe(hotel.title);
    expect(questionnaire.questions.map((q) => q.id)).toEqual(['nps', 'sat_overall', 'comment']);
    // demo's questions are not acme's
    expect((await save(token, { answers: { sat_staff: 3 } })).json().error.field).toBe('answers.sat_staff');
    const demoBefore = await kpiCount('org,all');
    const done = await complete(token, { answers: { nps: 8, sat_overall: 4 } });
    expect(done.statusCode, done.body).toBe(201);
    expect(await interviewsOf(contactId)).toMatchObject([
      { universe_id: acmeId, survey: 'guest', unit_id: hotel.id },
    ]);
    expect(await kpiCount('org,all')).toBe(demoBefore);
  });

  it('serves the questionnaire page for /responsive, never cached, and the app elsewhere', async () => {
    for (const page of ['/responsive?t=x', '/responsive', '/responsive/?t=AbCdEfGhIjKlMnOpQrStUv']) {
      const response = await t.app.inject({ method: 'GET', url: page });
      expect(response.statusCode, page).toBe(200);
      expect(response.body, page).toBe('<title>questionnaire</title>');
      expect(response.headers['cache-control'], page).toBe('no-cache');
      // the universe's logo is an image of another site: this page alone may show it
      expect(response.headers['content-security-policy'], page).toMatch(/img-src 'self' data: blob: https:;/);
    }
    expect((await t.app.inject({ method: 'GET', url: '/responsive-x' })).body).toBe('<title>app</title>');
    const app = await t.app.inject({ method: 'GET', url: '/' });
    expect(app.body).toBe('<title>app</title>');
    expect(app.headers['content-security-policy']).toMatch(/img-src 'self' data: blob:;/);
  });
});
