// @vitest-environment happy-dom
import type { TCommentSummaryResponse, TSummaryTheme } from '@opinio/domain/schemas/comment-summary';
import type { TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCalls, renderWithApp } from '@/testing/render.tsx';
import { CommentSummary } from './comment-summary.tsx';

const queue: TSummaryTheme = {
  key: 'checkout-queues',
  name: 'Checkout and queues',
  count: 412,
  share: 18.25,
  sentiment: -0.42,
  change: 6.04,
  changeSignificant: true,
  impact: {
    value: -2.14,
    ciLow: -2.93,
    ciHigh: -1.31,
    significant: true,
    mentioningValue: -12.2,
    otherValue: 34.4,
    mentioningN: 380,
    otherN: 1700,
  },
  comments: [
    {
      interviewId: 1,
      date: '2026-06-10T09:00:00Z',
      unitTitle: 'Store 4',
      text: 'The queue at the till took forever.',
    },
    {
      interviewId: 2,
      date: '2026-06-11T09:00:00Z',
      unitTitle: 'Store 5',
      text: 'Only one checkout open on a Saturday.',
    },
  ],
};
const staff: TSummaryTheme = {
  ...queue,
  key: 'staff-service',
  name: 'Staff and service',
  count: 520,
  share: 23,
  change: null,
  changeSignificant: null,
  impact: { ...queue.impact!, value: 0.3, ciLow: -0.5, ciHigh: 1.1, significant: false },
  comments: [],
};
const parking: TSummaryTheme = {
  ...queue,
  key: 'parking',
  name: 'Parking',
  count: 3,
  share: 0.1,
  sentiment: null,
  change: null,
  changeSignificant: null,
  impact: null,
  comments: [],
};

const summary = (over: Partial<TCommentSummaryResponse> = {}): TCommentSummaryResponse => ({
  comments: 2260,
  untagged: 300,
  taxonomy: 10,
  period: null,
  previousPeriod: null,
  minAnswers: 5,
  indicator: { extName: 'nps', name: 'NPS', kind: 'nps', value: 25, n: 2080 },
  themes: [queue, staff, parking],
  ...over,
});

const survey = {
  extName: 'cx',
  title: 'Customer satisfaction',
  indicators: [{ extName: 'nps', title: 'NPS', decimals: 0 }],
  pages: [
    { extname: 'insights', title: 'Insights', icon: 'show_chart', components: [] },
    {
      extname: 'comments',
      title: 'Comments',
      icon: 'comment',
      selectionInterval: null,
      components: [{ id: 3, type: 'CommentList', title: null, config: {} }],
    },
  ],
} as unknown as TSurvey;
const component = {
  id: 9,
  type: 'CommentSummaryComponent',
  title: null,
  config: { indicator: 'nps' },
} as TPageComponent;
const context = { surveyExtName: 'cx', loadCount: 1, drillPathFiltered: 'org,all,south', locale: 'en' };
const topicFilters = {
  filterGroups: [
    {
      title: 'Comments',
      filters: [
        {
          extName: 'topic',
          title: 'Topic',
          options: ['checkout-queues', 'staff-service', 'parking'].map((extName) => ({
            extName,
            title: extName,
          })),
        },
      ],
    },
  ],
};

describe('What customers say', () => {
  it('writes each theme with its share, change and impact, quotes its comments and links to them all', async () => {
    const calls = answerCalls((call) => {
      if (call.path.startsWith('/api/vuejs/analytics/comment-summary/')) return { body: summary() };
      if (call.path.startsWith('/api/vuejs/filters/')) return { body: topicFilters };
      return undefined;
    });
    await renderWithApp(<CommentSummary component={component} survey={survey} context={context} />);
    const panel = await screen.findByRole('region', { name: 'What customers say' });
    const themes = await within(panel).findAllByRole('heading', { level: 3 });
    expect(themes.map((h) => h.textContent)).toEqual(['Checkout and queues', 'Staff and service', 'Parking']);
    const first = within(panel).getByTestId('summary-theme-checkout-queues');
    expect(within(first).getByText('Lowers NPS')).toBeTruthy();
    expect(
      within(first).getByText(
        'Mentioned in 18% of comments (412 comments) · +6.0 pp against the previous period, a clear change · sentiment -0.42',
      ),
    ).toBeTruthy();
    expect(
      within(first).getByText(
        'Those who mention it (380) give NPS -12, the others 34: it lowers the NPS by 2.1 (95% interval 1.3 to 2.9).',
      ),
    ).toBeTruthy();
    const quotes = within(first).getByRole('list', { name: 'Typical comments about Checkout and queues' });
    expect(within(quotes).getAllByRole('listitem')).toHaveLength(2);
    expect(within(quotes).getByText('“The queue at the till took forever.”')).toBeTruthy();
    const link = await within(first).findByRole('link', {
      name: 'Read the 412 comments about Checkout and queues',
    });
    expect(decodeURIComponent(link.getAttribute('href')!)).toContain('topic=checkout-queues');
    expect(decodeURIComponent(link.getAttribute('href')!)).toContain('comments');

    const unclear = within(panel).getByTestId('summary-theme-staff-service');
    expect(within(unclear).getByText('No clear effect')).toBeTruthy();
    expect(within(unclear).getByText(/no clear effect on the NPS\.$/)).toBeTruthy();
    const few = within(panel).getByTestId('summary-theme-parking');
    expect(
      within(few).getByText('Fewer than 5 answers mention it: its effect and comments are not shown.'),
    ).toBeTruthy();
    expect(within(few).queryByRole('list')).toBeNull();
    expect(
      calls.some(
        (call) =>
          call.path === `/api/vuejs/analytics/comment-summary/cx/${encodeURIComponent('org,all,south')}`,
      ),
    ).toBe(true);
    const asked = calls.find((call) => call.path.startsWith('/api/vuejs/analytics/comment-summary/'));
    expect(asked?.query.get('indicator')).toBe('nps');
  });

  it('says when the survey has no themes yet and when nothing was said', async () => {
    answerCalls((call) =>
      call.path.startsWith('/api/vuejs/analytics/comment-summary/')
        ? { body: summary({ taxonomy: 0, themes: [] }) }
        : undefined,
    );
    const first = await renderWithApp(
      <CommentSummary component={component} survey={survey} context={context} />,
    );
    expect(await screen.findByText(/This survey has no comment topics yet/)).toBeTruthy();
    first.unmount();
    answerCalls((call) =>
      call.path.startsWith('/api/vuejs/analytics/comment-summary/')
        ? { body: summary({ comments: 0, untagged: 0, themes: [] }) }
        : undefined,
    );
    await renderWithApp(
      <CommentSummary component={component} survey={survey} context={{ ...context, loadCount: 2 }} />,
    );
    expect(await screen.findByText('No comments for this selection.')).toBeTruthy();
  });
});
