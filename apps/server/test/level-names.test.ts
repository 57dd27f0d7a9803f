import type { ConfigBlockName, TConfigBlockContents } from '@opinio/domain/schemas/config-blocks';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, DATABASE_KINDS, seededApp, signIn, type TestApp } from './harness.ts';

type Views = TConfigBlockContents['views'];

/** The names of a view's hierarchy levels: configured in the views block, carried by the survey. */
describe.each(DATABASE_KINDS)('level names of a view (%s)', (kind) => {
  let t: TestApp;
  let root: string;
  let regional: string;
  let cxId: number;

  beforeAll(async () => {
    t = await seededApp(kind, 200);
    root = await signIn(t.app, 'root', { universe: 'demo' });
    regional = await signIn(t.app, 'regional');
    const cx = await t.database.db
      .selectFrom('surveys')
      .select('id')
      .where('ext_name', '=', 'cx')
      .executeTakeFirstOrThrow();
    cxId = cx.id;
  });
  afterAll(() => t.close());

  const blocksUrl = () => `/api/vuejs/surveys/configblocks/cx/${cxId}`;
  const viewsBlock = async () => {
    const response = await t.app.inject({ method: 'GET', url: blocksUrl(), headers: { cookie: root } });
    expect(response.statusCode, response.body).toBe(200);
    const block = response.json().blocks.find((b: { name: ConfigBlockName }) => b.name === 'views');
    return { version: block.version as number, content: block.content as Views };
  };
  const saveViews = async (content: unknown) =>
    t.app.inject({
      method: 'POST',
      url: blocksUrl(),
      headers: { cookie: root, ...CSRF_HEADER },
      payload: { name: 'views', content, baseVersion: (await viewsBlock()).version, comment: 'level names' },
    });
  const cxViews = async (locale: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/validatecookie',
      headers: { cookie: regional, 'accept-language': locale, ...CSRF_HEADER },
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { surveys: TSurvey[] }).surveys.find((s) => s.extName === 'cx')!.views;
  };

  it("the demo survey's views carry their levels' names in the reader's language", async () => {
    const [org, channel] = await cxViews('fi');
    expect(org.levelNames).toEqual(['Yritys', 'Alue', 'Piiri', 'Myymälä']);
    expect(channel.levelNames).toEqual(['Kaikki kanavat', 'Kanava']);
    expect((await cxViews('en'))[0].levelNames).toEqual(['Company', 'Region', 'District', 'Store']);
    expect((await cxViews('sv'))[0].levelNames).toEqual(['Företag', 'Region', 'Distrikt', 'Butik']);
    // the block shows them as configured, every language
    const { content } = await viewsBlock();
    expect(content[0]).toMatchObject({
      levelNames: [
        { en: 'Company', fi: 'Yritys', sv: 'Företag' },
        { en: 'Region', fi: 'Alue', sv: 'Region' },
        { en: 'District', fi: 'Piiri', sv: 'Distrikt' },
        { en: 'Store', fi: 'Myymälä', sv: 'Butik' },
      ],
    });
  });

  it('refuses too many levels and an empty name with a 400 naming the field; nothing changes', async () => {
    const before = await viewsBlock();
    const [org, channel, ...rest] = before.content;
    const cases: Array<[unknown, string]> = [
      // a question view has two levels: its root and its options
      [[org, { ...channel, levelNames: ['All', 'Channel', 'Extra'] }, ...rest], 'content[1].levelNames'],
      [
        [{ ...org, levelNames: Array.from({ length: 21 }, (_, i) => `L${i}`) }, channel],
        'content[0].levelNames',
      ],
      [
        [{ ...org, levelNames: ['Company', { en: '  ', fi: 'Alue' }] }, channel],
        'content[0].levelNames[1].en',
      ],
      [[{ ...org, levelNames: ['Company', ''] }, channel], 'content[0].levelNames[1]'],
    ];
    for (const [content, field] of cases) {
      const response = await saveViews(content);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.field).toBe(field);
    }
    expect(await viewsBlock()).toEqual(before);
  });

  it("saved names are the survey's; a view without names falls back to none", async () => {
    const { content } = await viewsBlock();
    const [org, channel] = content;
    const renamed = await saveViews([
      {
        ...org,
        levelNames: [{ en: 'Group', fi: 'Konserni' }, 'Area', 'Branch', { en: 'Shop', fi: 'Kauppa' }],
      },
      { ...channel, levelNames: undefined },
    ]);
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [finOrg, finChannel] = await cxViews('fi');
    expect(finOrg.levelNames).toEqual(['Konserni', 'Area', 'Branch', 'Kauppa']);
    expect(finChannel.levelNames).toEqual([]);
    const saved = (await viewsBlock()).content;
    expect(saved[1]).not.toHaveProperty('levelNames');
    // the organisation's units and interviews stay: its view row is the same
    const views = await t.database.db
      .selectFrom('views')
      .select(['ext_name', 'level_names'])
      .where('survey_id', '=', cxId)
      .orderBy('position')
      .execute();
    expect(views.map((v) => v.level_names.length)).toEqual([4, 0]);
  });
});
