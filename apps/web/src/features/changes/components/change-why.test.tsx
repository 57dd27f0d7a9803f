// @vitest-environment happy-dom
import type { TChangeList, TChangeWhy } from '@opinio/domain/schemas/changes';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCalls, renderWithApp } from '@/testing/render.tsx';
import { ChangeWhy } from './change-why.tsx';

const survey = {
  extName: 'cx',
  title: 'Customer satisfaction',
  loadCount: 1,
  pages: [
    { extname: 'overview', title: 'Overview', icon: 'dashboard', selectionInterval: null, components: [] },
    {
      extname: 'comments',
      title: 'Comments',
      icon: 'comment',
      selectionInterval: null,
      components: [{ id: 3, type: 'CommentList', title: null, config: {} }],
    },
  ],
} as unknown as TSurvey;
const context = { surveyExtName: 'cx', loadCount: 1, drillPathFiltered: 'org,all,north', locale: 'en' };

const list: TChangeList = {
  changes: [
    {
      id: '1',
      unit: { extName: 'oulu', title: 'Oulu district', level: 3, path: 'org,all,north,oulu' },
      indicator: { extName: 'nps', title: 'NPS', kind: 'nps', decimals: 0 },
      direction: 'down',
      window: 28,
      windows: [28],
      periodFrom: '2026-05-19',
      periodTo: '2026-06-15',
      historyFrom: '2025-05-20',
      historyTo: '2026-05-18',
      recentValue: 12,
      recentN: 150,
      historyValue: 42,
      historyN: 1200,
      difference: -30,
      ciLow: -41,
      ciHigh: -19,
      qValue: 0.001,
      detectedAt: '2026-06-15T03:00:00Z',
    },
  ],
  checkedAt: '2026-06-15T03:00:00Z',
  tested: 1200,
  minAnswers: 10,
};
const part = {
  rateEffect: -20,
  mixEffect: -1.4,
  difference: -38,
  recentN: 90,
  historyN: 400,
  significant: true,
};
const why: TChangeWhy = {
  children: [
    { ...part, key: '11', label: 'Oulu Centre', share: 71.4, path: 'org,all,north,oulu,s011', filter: null },
  ],
  segments: [
    {
      view: 'Channel',
      parts: [
        {
          ...part,
          key: '2',
          label: 'Web shop',
          share: 40,
          path: 'org,all,north,oulu',
          filter: 'channel=web',
        },
      ],
    },
  ],
  topics: [
    {
      key: 'checkout-queues',
      label: 'Checkout and queues',
      recentShare: 48,
      historyShare: 12,
      significant: true,
    },
  ],
  drivers: [{ key: 'sat_speed', label: 'Speed', recentValue: 1.4, historyValue: 3.9, significant: true }],
};
const topicFilters = {
  filterGroups: [
    {
      title: 'Comments',
      filters: [
        { extName: 'topic', title: 'Topic', options: [{ extName: 'checkout-queues', title: 'Queues' }] },
      ],
    },
  ],
};

const target = (name: string) =>
  decodeURIComponent(screen.getByRole('link', { name }).getAttribute('href') ?? '');

describe('why a change happened', () => {
  it("links each part to what shows it over the change's window", async () => {
    answerCalls((call) => {
      if (call.path.startsWith('/api/vuejs/analytics/changes/')) return { body: list };
      if (call.path.startsWith('/api/vuejs/analytics/change-why/')) return { body: why };
      if (call.path.startsWith('/api/vuejs/filters/')) return { body: topicFilters };
      return undefined;
    });
    await renderWithApp(
      <ChangeWhy context={context} changeId="1" decimals={0} direction="down" survey={survey} />,
    );
    await screen.findByRole('link', { name: 'Checkout and queues (12% → 48%)' });
    // the child unit's dashboard over the last 28 days
    expect(target('Oulu Centre (71%)')).toMatch(/org,all,north,oulu,s011;ftime=rdays:-27:0$/);
    // the unit's dashboard filtered to the segment
    expect(target('Web shop (40%)')).toMatch(/org,all,north,oulu;channel=web;ftime=rdays:-27:0$/);
    // the topic's comments at the unit
    const comments = target('Checkout and queues (12% → 48%)');
    expect(comments).toContain('/comments/');
    expect(comments).toContain('org,all,north,oulu;');
    expect(comments).toContain('topic=checkout-queues');
    // the questions: the unit's dashboard
    expect(target('Speed (3.9 → 1.4)')).toMatch(/org,all,north,oulu;ftime=rdays:-27:0$/);
  });
});
