// @vitest-environment happy-dom
import type { TChange, TChangeList, TChangeWhy } from '@opinio/domain/schemas/changes';
import type { TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCalls, renderWithApp } from '@/testing/render.tsx';
import { ChangesPanel } from './changes-panel.tsx';

const change = (i: number, over: Partial<TChange> = {}): TChange => ({
  id: String(i),
  unit: { extName: `s00${i}`, title: `Store ${i}`, level: 3, path: `org,all,north,s00${i}` },
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
  ...over,
});

const list = (changes: TChange[], checkedAt: string | null = '2026-06-15T03:00:00Z'): TChangeList => ({
  changes,
  checkedAt,
  tested: 1200,
  minAnswers: 10,
});

const survey = {
  extName: 'cx',
  title: 'Customer satisfaction',
  pages: [{ extname: 'overview', title: 'Overview', icon: 'dashboard', components: [] }],
} as unknown as TSurvey;
const component = { id: 7, type: 'ChangesComponent', title: null, config: {} } as TPageComponent;
const context = {
  surveyExtName: 'cx',
  loadCount: 1,
  drillPathFiltered: 'org,all,north;ftime=rdays:-90:0',
  locale: 'en',
};

describe('the What changed panel', () => {
  it('writes each change with its figures, five at first, and asks without the filters', async () => {
    const changes = [
      change(1),
      change(2, {
        direction: 'up',
        indicator: { extName: 'sat_speed', title: 'Speed', kind: 'mean', decimals: 0 },
        historyValue: 3.81,
        recentValue: 4.24,
        difference: 0.43,
        ciLow: 0.2,
        ciHigh: 0.66,
      }),
      ...[3, 4, 5, 6, 7].map((i) => change(i)),
    ];
    const calls = answerCalls((call) =>
      call.path.startsWith('/api/vuejs/analytics/changes/') ? { body: list(changes) } : undefined,
    );
    await renderWithApp(<ChangesPanel component={component} survey={survey} context={context} />);
    const panel = await screen.findByRole('region', { name: 'What changed' });
    // each change names its own period and what it is compared with: never the key figures' period
    expect(
      await within(panel).findAllByText('NPS fell from 42 to 12: the last 28 days against the year before'),
    ).toHaveLength(4);
    expect(
      within(panel).getByText('Speed rose from 3.8 to 4.2: the last 28 days against the year before'),
    ).toBeTruthy();
    expect(within(panel).getByTestId('changes-basis').textContent).toBe(
      "Each unit's last 7 or 28 days against its own year before, whatever the time filter.",
    );
    expect(
      within(panel).getAllByText(
        '150 answers against 1,200 in the year before; change -30 (95% interval -41 to -19)',
      ),
    ).toHaveLength(4);
    expect(
      within(panel).getByRole('link', { name: 'Open the dashboard of Store 1' }).getAttribute('href'),
    ).toBe('/page/overview/cx/org%2Call%2Cnorth%2Cs001%3Bftime%3Drdays%3A-90%3A0');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(5);
    fireEvent.click(within(panel).getByRole('button', { name: 'Show all 7' }));
    expect(within(panel).getAllByRole('listitem')).toHaveLength(7);
    expect(within(panel).getByText('7 changes')).toBeTruthy();
    expect(calls.find((c) => c.path.startsWith('/api/vuejs/analytics/changes/'))?.path).toBe(
      '/api/vuejs/analytics/changes/cx/org%2Call%2Cnorth',
    );
  });

  it('opens why a change happened: the units, segments, topics and questions behind it', async () => {
    const why: TChangeWhy = {
      children: [
        {
          key: '11',
          label: 'Oulu Centre',
          share: 71.4,
          rateEffect: -20,
          mixEffect: -1.4,
          difference: -38,
          recentN: 90,
          historyN: 400,
          significant: true,
          path: 'org,all,north,oulu,s011',
          filter: null,
        },
      ],
      segments: [
        {
          view: 'Channel',
          parts: [
            {
              key: '2',
              label: 'Web shop',
              share: 40,
              rateEffect: -10,
              mixEffect: -2,
              difference: -25,
              recentN: 40,
              historyN: 300,
              significant: true,
              path: 'org,all,north,s001',
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
        { key: 'parking', label: 'Parking', recentShare: 9, historyShare: 7, significant: false },
      ],
      drivers: [{ key: 'sat_speed', label: 'Speed', recentValue: 1.4, historyValue: 3.9, significant: true }],
    };
    const calls = answerCalls((call) =>
      call.path.startsWith('/api/vuejs/analytics/changes/')
        ? { body: list([change(1)]) }
        : call.path.startsWith('/api/vuejs/analytics/change-why/')
          ? { body: why }
          : undefined,
    );
    await renderWithApp(<ChangesPanel component={component} survey={survey} context={context} />);
    const panel = await screen.findByRole('region', { name: 'What changed' });
    const open = await within(panel).findByRole('button', { name: 'Why?' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    await waitFor(() => expect(panel.querySelectorAll('.change-why > li').length).toBe(4));
    expect([...panel.querySelectorAll('.change-why > li')].map((li) => li.textContent)).toEqual([
      'Carried by Oulu Centre (71%) of the change',
      'Channel: Web shop (40%) of the change',
      'Unhappy comments mention more often Checkout and queues (12% → 48%)',
      'Moved with it: Speed (3.9 → 1.4)',
    ]);
    expect(within(panel).getByRole('button', { name: 'Hide why' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(calls.find((c) => c.path.startsWith('/api/vuejs/analytics/change-why/'))?.path).toBe(
      '/api/vuejs/analytics/change-why/cx/org%2Call%2Cnorth/1',
    );
  });

  it('with filters on the page, says first that the changes are of all the answers, the filters not applied', async () => {
    answerCalls((call) =>
      call.path.startsWith('/api/vuejs/analytics/changes/') ? { body: list([change(1)]) } : undefined,
    );
    await renderWithApp(
      <ChangesPanel
        component={component}
        survey={survey}
        context={{ ...context, drillPathFiltered: 'org,all,north;ftime=rdays:-90:0;channel=web' }}
      />,
      { language: 'sv' },
    );
    const panel = await screen.findByRole('region', { name: 'Vad har ändrats' });
    const basis = await within(panel).findByTestId('changes-basis');
    expect(basis.textContent).toContain('Av enheternas alla svar: filtren på sidan gäller inte här.');
    expect(basis.getAttribute('role')).toBe('note');
    // before the list: read first
    expect(
      basis.compareDocumentPosition(within(panel).getByRole('list')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('says when nothing changed, and when no check has run yet', async () => {
    answerCalls((call) =>
      call.path.startsWith('/api/vuejs/analytics/changes/') ? { body: list([]) } : undefined,
    );
    const { unmount } = await renderWithApp(
      <ChangesPanel component={component} survey={survey} context={context} />,
    );
    await waitFor(() => expect(screen.getByText(/Nothing here changed beyond chance/)).toBeTruthy());
    expect(screen.getByText(/chance findings held to 5% across 1,200 comparisons/)).toBeTruthy();
    unmount();
    answerCalls((call) =>
      call.path.startsWith('/api/vuejs/analytics/changes/') ? { body: list([], null) } : undefined,
    );
    await renderWithApp(
      <ChangesPanel component={component} survey={survey} context={{ ...context, loadCount: 2 }} />,
    );
    await waitFor(() => expect(screen.getByText(/have not been looked for yet/)).toBeTruthy());
  });
});
