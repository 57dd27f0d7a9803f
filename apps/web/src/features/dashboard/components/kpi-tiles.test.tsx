// @vitest-environment happy-dom
import type { TKpiResponse } from '@opinio/domain/schemas/analytics';
import type { TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCalls, renderWithApp } from '@/testing/render.tsx';
import { KpiTiles } from './kpi-tiles.tsx';

const tile = (indicator: string, over: Partial<TKpiResponse['tiles'][number]> = {}) => ({
  indicator,
  title: indicator.toUpperCase(),
  value: 36,
  count: 1741,
  ciLow: 32,
  ciHigh: 40,
  suppressed: false,
  previousValue: 40,
  change: -4,
  changeSignificant: false,
  parentValue: null,
  differsFromParent: null,
  ...over,
});

const survey = {
  extName: 'cx',
  indicators: ['nps', 'csat', 'staff', 'speed'].map((extName) => ({
    extName,
    title: extName.toUpperCase(),
    kind: 'mean',
    decimals: 0,
    thresholds: null,
  })),
} as unknown as TSurvey;
const component = { id: 1, type: 'KpiTiles', title: null, config: {} } as TPageComponent;
const context = {
  surveyExtName: 'cx',
  loadCount: 1,
  drillPathFiltered: 'org,all,north;ftime=rdays:-90:0',
  locale: 'en',
};

function answerKpis(response: TKpiResponse) {
  answerCalls((call) =>
    call.path.startsWith('/api/vuejs/analytics/kpis/') ? { body: response } : undefined,
  );
}

describe('the KPI tiles', () => {
  it('name the period each change is measured against, and why a tile has no change', async () => {
    answerKpis({
      nInterviews: 1741,
      minAnswers: 5,
      // 91 days, and the 91 days before them
      period: { from: '2026-08-31', to: '2026-11-30' },
      previousPeriod: { from: '2026-06-01', to: '2026-08-31' },
      tiles: [
        tile('nps'),
        tile('csat', { change: -3, changeSignificant: true }),
        // the 91 days before hold too few answers: there is an earlier period, but no change
        tile('staff', { previousValue: null, change: null, changeSignificant: null }),
        tile('speed', { value: null, count: 3, suppressed: true, change: null, changeSignificant: null }),
      ],
    });
    await renderWithApp(<KpiTiles component={component} survey={survey} context={context} />);
    const nps = await screen.findByTestId('kpi-nps');
    expect(within(nps).getByTestId('kpi-change').textContent).toBe(
      '-4 vs the 91 days before, within the margin of error',
    );
    expect(within(screen.getByTestId('kpi-csat')).getByTestId('kpi-change').textContent).toBe(
      '-3 vs the 91 days before',
    );
    expect(within(screen.getByTestId('kpi-staff')).getByTestId('kpi-no-change').textContent).toBe(
      'Too few answers in the 91 days before to compare',
    );
    expect(screen.queryByText(/No earlier period/)).toBeNull();
    const speed = screen.getByTestId('kpi-speed');
    expect(within(speed).getByTestId('kpi-too-few')).toBeTruthy();
    expect(within(speed).queryByTestId('kpi-no-change')).toBeNull();
  });

  it('without a time filter say that every answer is in the figure', async () => {
    answerKpis({
      nInterviews: 60000,
      minAnswers: 5,
      period: null,
      previousPeriod: null,
      tiles: [tile('nps', { previousValue: null, change: null, changeSignificant: null })],
    });
    await renderWithApp(
      <KpiTiles
        component={component}
        survey={survey}
        context={{ ...context, drillPathFiltered: 'org,all' }}
      />,
      { language: 'fi' },
    );
    const nps = await screen.findByTestId('kpi-nps');
    expect(within(nps).getByTestId('kpi-no-change').textContent).toBe(
      'Kaikki vastaukset: ei aiempaa jaksoa vertailuun',
    );
  });

  it('in Swedish, a change of one day against the day before', async () => {
    answerKpis({
      nInterviews: 40,
      minAnswers: 5,
      period: { from: '2026-11-29', to: '2026-11-30' },
      previousPeriod: { from: '2026-11-28', to: '2026-11-29' },
      tiles: [tile('nps', { change: 12, changeSignificant: true })],
    });
    await renderWithApp(<KpiTiles component={component} survey={survey} context={context} />, {
      language: 'sv',
    });
    const nps = await screen.findByTestId('kpi-nps');
    expect(within(nps).getByTestId('kpi-change').textContent).toBe('+12 jämfört med dagen före');
  });
});
