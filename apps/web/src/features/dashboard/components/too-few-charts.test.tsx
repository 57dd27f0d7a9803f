// @vitest-environment happy-dom
import type { TDistributionResponse, TTrendResponse } from '@opinio/domain/schemas/analytics';
import type { TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCalls, renderWithApp } from '@/testing/render.tsx';
import { DistributionChart } from './distribution-chart.tsx';
import { TrendChart } from './trend-chart.tsx';

/*
 * A chart of fewer answers than the survey's minimum is not drawn: it says "too few answers",
 * as a KPI tile does, and nothing of those answers (no bars, no table) reaches the screen.
 */

const survey = {
  extName: 'cx',
  indicators: [
    { extName: 'nps', title: 'NPS', kind: 'nps', questionExtName: 'nps', decimals: 0, thresholds: null },
  ],
  questions: [{ extName: 'nps', title: 'Recommend', type: 'number', min: 0, max: 10, options: [] }],
} as unknown as TSurvey;
const context = {
  surveyExtName: 'cx',
  loadCount: 1,
  drillPathFiltered: 'org,all,north,oulu,s001;ftime=rdays:-13:0',
  locale: 'en',
};

describe('charts under the minimum of answers', () => {
  it('the distribution of two answers is not drawn', async () => {
    const answer: TDistributionResponse = {
      question: 'nps',
      total: 2,
      bars: [],
      suppressed: true,
      minAnswers: 5,
    };
    answerCalls((call) =>
      call.path.startsWith('/api/vuejs/analytics/distribution/') ? { body: answer } : undefined,
    );
    const component = {
      id: 3,
      type: 'DistributionChart',
      title: null,
      config: { question: 'nps' },
    } as TPageComponent;
    await renderWithApp(<DistributionChart component={component} survey={survey} context={context} />);
    const panel = await screen.findByTestId('distribution-3');
    expect((await within(panel).findByTestId('chart-too-few')).textContent).toBe(
      'Too few answers to draw: 2 here, at least 5 needed.',
    );
    expect(within(panel).queryByRole('img')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Show as table' })).toBeNull();
  });

  it('a trend with no month of enough answers is not drawn, in Finnish too', async () => {
    const answer: TTrendResponse = {
      indicator: 'nps',
      bucket: 'month',
      period: { from: '2026-11-16', to: '2026-11-30' },
      minAnswers: 5,
      points: [
        {
          bucket: '2026-11-01',
          value: null,
          count: 4,
          ciLow: null,
          ciHigh: null,
          suppressed: true,
          partial: true,
        },
      ],
    };
    answerCalls((call) =>
      call.path.startsWith('/api/vuejs/analytics/trend/') ? { body: answer } : undefined,
    );
    const component = {
      id: 4,
      type: 'TrendChart',
      title: null,
      config: { indicator: 'nps' },
    } as TPageComponent;
    await renderWithApp(<TrendChart component={component} survey={survey} context={context} />, {
      language: 'fi',
    });
    const panel = await screen.findByTestId('trend-4');
    expect((await within(panel).findByTestId('chart-too-few')).textContent).toBe(
      'Liian vähän vastauksia kuukaudessa arvon näyttämiseen: kuukausi tarvitsee vähintään 5.',
    );
    expect(within(panel).queryByRole('img')).toBeNull();
  });
});
