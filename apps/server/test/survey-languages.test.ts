import type { TAlertList, TAlertRule, TAlertRuleList, TAlertSummary } from '@opinio/domain/schemas/alerts';
import type { TBreakdownResponse, TDistributionResponse } from '@opinio/domain/schemas/analytics';
import type { TUserIdentity } from '@opinio/domain/schemas/auth';
import type { TFilterSet } from '@opinio/domain/schemas/filters';
import type { TInterviewDetails } from '@opinio/domain/schemas/interviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CSRF_HEADER,
  DATABASE_KINDS,
  path,
  seededApp,
  signIn,
  type TestApp,
  universeIdOf,
} from './harness.ts';

const ALL = path('org,all');
const RULES = '/api/vuejs/surveys/effectblocks/cx';

/** Survey texts in the reader's language: the demo survey has every text in English, Finnish and Swedish. */
describe.each(DATABASE_KINDS)('survey texts in the reader’s language (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  /** A Finnish user (users.locale 'fi') whose client names no language. */
  let finn: string;
  let demoId: number;
  beforeAll(async () => {
    t = await seededApp(kind, 400);
    admin = await signIn(t.app, 'admin');
    finn = await signIn(t.app, 'multi', { universe: 'demo' });
    demoId = await universeIdOf(t.database.db, 'demo');
  });
  afterAll(() => t.close());

  const get = (cookie: string, url: string, language?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { cookie, ...(language ? { 'accept-language': language } : {}) },
    });
  const identity = async (cookie: string, language?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/validatecookie',
      headers: { cookie, ...CSRF_HEADER, ...(language ? { 'accept-language': language } : {}) },
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as TUserIdentity).surveys.find((s) => s.extName === 'cx')!;
  };
  /** Changes a text in the database as an administrator's tools would, and drops the cached configuration. */
  const setText = async (table: 'pages' | 'questions', extName: string, title: unknown) => {
    await t.database.db
      .updateTable(table)
      .set({ title: JSON.stringify(title) })
      .where('universe_id', '=', demoId)
      .where('ext_name', '=', extName)
      .execute();
    t.services.catalog.invalidate(demoId);
  };

  it('a Finnish user gets Finnish page names, view tabs, questions, answer options and indicators', async () => {
    const survey = await identity(finn);
    expect(survey.title).toBe('Asiakastyytyväisyys');
    expect(survey.pages.map((p) => p.title)).toContain('Yleiskatsaus');
    expect(survey.views.map((v) => v.title)).toEqual(['Organisaatio', 'Kanava']);
    const overview = survey.pages.find((p) => p.extname === 'overview')!;
    expect(overview.components.map((c) => c.title)).toContain('Uusimmat kommentit');
    const questions = new Map(survey.questions.map((q) => [q.extName, q]));
    expect(questions.get('nps')?.title).toBe('Kuinka todennäköisesti suosittelisit meitä ystävällesi?');
    expect(questions.get('channel')?.options.map((o) => o.title)).toEqual([
      'Myymälässä',
      'Verkkokauppa',
      'Puhelin',
    ]);
    expect(survey.indicators.map((i) => i.title)).toEqual(['NPS', 'CSAT %', 'Henkilökunta', 'Nopeus']);
  });

  it('the language the client asks for wins over the user’s own; English stays English', async () => {
    expect((await identity(admin)).pages[0].title).toBe('Overview');
    expect((await identity(admin, 'fi-FI,fi;q=0.9,en;q=0.8')).pages[0].title).toBe('Yleiskatsaus');
    expect((await identity(finn, 'sv')).pages[0].title).toBe('Översikt');
    expect((await identity(finn, 'en')).questions[0].title).toBe(
      'How likely are you to recommend us to a friend?',
    );
  });

  it('analytics answers come in the language: distribution labels, breakdown units, filters', async () => {
    const distribution = (
      await get(finn, `/api/vuejs/analytics/distribution/cx/${ALL}?question=channel`)
    ).json() as TDistributionResponse;
    expect(distribution.bars.map((b) => b.label)).toEqual(['Myymälässä', 'Verkkokauppa', 'Puhelin']);
    const swedish = (
      await get(admin, `/api/vuejs/analytics/distribution/cx/${ALL}?question=visit`, 'sv')
    ).json() as TDistributionResponse;
    expect(swedish.bars.map((b) => b.label)).toEqual(['Första besöket', 'Återkommande kund']);
    const english = (
      await get(admin, `/api/vuejs/analytics/distribution/cx/${ALL}?question=channel`)
    ).json() as TDistributionResponse;
    expect(english.bars.map((b) => b.label)).toEqual(['In store', 'Web shop', 'Phone']);

    const breakdown = (
      await get(finn, `/api/vuejs/analytics/breakdown/cx/${ALL}`)
    ).json() as TBreakdownResponse;
    expect(breakdown.rows.map((r) => r.title)).toContain('Pohjoinen alue');
    const channels = (
      await get(finn, `/api/vuejs/analytics/breakdown/cx/${path('channel,all')}`)
    ).json() as TBreakdownResponse;
    expect(channels.rows.map((r) => r.title).sort()).toEqual(['Myymälässä', 'Puhelin', 'Verkkokauppa']);

    const filters = (await get(finn, '/api/vuejs/filters/list/cx/standard')).json() as TFilterSet;
    expect(filters.filterGroups.map((g) => g.title)).toEqual([
      'Asiakas',
      'Arviot',
      'Organisaatio',
      'Kommentit',
    ]);
    const channel = filters.filterGroups[0].filters.find((f) => f.extName === 'channel')!;
    expect(channel.title).toBe('Kanava');
    expect(channel.options.map((o) => o.title)).toEqual(['Myymälässä', 'Verkkokauppa', 'Puhelin']);
  });

  it('an interview’s answers and an alert’s rule name and description come in the language', async () => {
    const alerts = (await get(finn, `/api/vuejs/alerts/cx/${ALL}?limit=1`)).json() as TAlertList;
    const [alert] = alerts.items;
    expect(alert.ruleName).toBe('NPS 0–6');
    expect(alert.description).toMatch(/^Kuinka todennäköisesti suosittelisit meitä ystävällesi\?: \d$/);
    // The title says what happened where, in the reader's language.
    const score = alert.description.at(-1);
    expect(alert.title).toBe(`NPS ${score} – ${alert.unitTitle}`);
    // it names the score: a row does not say it again
    expect(alert.titleNames).toBe('score');
    const english = (await get(admin, `/api/vuejs/alert/cx/${alert.id}`)).json() as TAlertSummary;
    expect(english.ruleName).toBe('NPS 0-6');
    expect(english.title).toBe(`NPS ${score} at ${english.unitTitle}`);
    expect(english.titleNames).toBe('score');

    const interview = (
      await get(finn, `/api/vuejs/interview/cx/${alert.interviewId}`)
    ).json() as TInterviewDetails;
    expect(interview.answers.find((a) => a.question === 'nps')?.title).toBe(
      'Kuinka todennäköisesti suosittelisit meitä ystävällesi?',
    );
    const channel = interview.answers.find((a) => a.question === 'channel');
    if (channel) expect(['Myymälässä', 'Verkkokauppa', 'Puhelin']).toContain(channel.text);
    expect(interview.unit.segments[1].title).toMatch(/alue$/);
  });

  it('a plain-string text is the same in every language; a missing language falls back', async () => {
    await setText('pages', 'trends', 'Monthly trends');
    await setText('questions', 'comment', { en: 'What could we do better?' });
    try {
      for (const cookie of [admin, finn]) {
        const survey = await identity(cookie);
        expect(survey.pages.find((p) => p.extname === 'trends')?.title).toBe('Monthly trends');
        expect(survey.questions.find((q) => q.extName === 'comment')?.title).toBe('What could we do better?');
      }
      // The survey's default language comes before English.
      await setText('questions', 'comment', {
        en: 'What could we do better?',
        sv: 'Vad kunde vi göra bättre?',
      });
      await t.database.db
        .updateTable('surveys')
        .set({ default_locale: 'sv' })
        .where('ext_name', '=', 'cx')
        .execute();
      t.services.catalog.invalidate(demoId);
      expect((await identity(finn)).questions.find((q) => q.extName === 'comment')?.title).toBe(
        'Vad kunde vi göra bättre?',
      );
    } finally {
      await t.database.db
        .updateTable('surveys')
        .set({ default_locale: 'en' })
        .where('ext_name', '=', 'cx')
        .execute();
      await setText('pages', 'trends', { en: 'Trends', fi: 'Trendit', sv: 'Trender' });
      await setText('questions', 'comment', {
        en: 'What could we do better?',
        fi: 'Mitä voisimme tehdä paremmin?',
        sv: 'Vad kunde vi göra bättre?',
      });
    }
  });

  describe('alert rules named per language', () => {
    const save = (body: Record<string, unknown>, language?: string) =>
      t.app.inject({
        method: 'POST',
        url: RULES,
        headers: { cookie: admin, ...CSRF_HEADER, ...(language ? { 'accept-language': language } : {}) },
        payload: {
          condition: { question: 'nps', op: '<=', value: 2 },
          dueHours: 24,
          notify: false,
          enabled: false,
          ...body,
        },
      });

    it('saves a name per language and answers it in the reader’s language, with the saved form', async () => {
      const name = { en: 'Very unhappy', fi: 'Erittäin tyytymätön', sv: 'Mycket missnöjd' };
      const saved = await save({ name }, 'fi');
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ name: 'Erittäin tyytymätön', localizedName: name });
      const byLanguage = async (language: string) =>
        ((await get(admin, RULES, language)).json() as TAlertRuleList).rules.find(
          (r: TAlertRule) => r.id === (saved.json() as TAlertRule).id,
        );
      expect((await byLanguage('sv'))?.name).toBe('Mycket missnöjd');
      expect((await byLanguage('en'))?.name).toBe('Very unhappy');
    });

    it('a plain name still saves and reads the same in every language', async () => {
      const saved = await save({ name: 'Zero' }, 'sv');
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ name: 'Zero', localizedName: 'Zero' });
    });

    it('a bad per-language name answers 400 naming the field, and saves nothing', async () => {
      const before = ((await get(admin, RULES)).json() as TAlertRuleList).rules.length;
      const cases: Array<[unknown, string]> = [
        [{ fi: '' }, 'name.fi'],
        [{ en: 'ok', sv: 'x'.repeat(201) }, 'name.sv'],
        [{ de: 'Sehr unzufrieden' }, 'name'],
        [{}, 'name'],
        [42, 'name'],
        [{ fi: 'a\u0000b' }, 'name.fi'],
      ];
      for (const [name, field] of cases) {
        const response = await save({ name });
        expect(response.statusCode, JSON.stringify(name)).toBe(400);
        expect(response.json().error.field, JSON.stringify(name)).toBe(field);
      }
      expect(((await get(admin, RULES)).json() as TAlertRuleList).rules).toHaveLength(before);
    });
  });
});
