// @vitest-environment happy-dom
import type { TChange } from '@opinio/domain/schemas/changes';
import type { TDriver } from '@opinio/domain/schemas/insights';
import type { TPlan } from '@opinio/domain/schemas/plans';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCalls, refuse, renderWithApp } from '@/testing/render.tsx';
import { PlanDialog } from './plan-dialog.tsx';
import { PlanFromChange } from './plan-from-change.tsx';
import { PlanFromDriver } from './plan-from-driver.tsx';

const survey = {
  extName: 'cx',
  title: 'Customer satisfaction',
  views: [{ extName: 'org', title: 'Organisation', startPath: 'org,all', levelNames: [] }],
  indicators: [
    { extName: 'nps', title: 'NPS', kind: 'nps', questionExtName: 'nps', decimals: 0, thresholds: null },
    {
      extName: 'speed',
      title: 'Speed',
      kind: 'mean',
      questionExtName: 'sat_speed',
      decimals: 2,
      thresholds: null,
    },
  ],
  questions: [
    { extName: 'nps', title: 'NPS', type: 'number', min: 0, max: 10, options: [] },
    { extName: 'sat_speed', title: 'Speed', type: 'number', min: 1, max: 5, options: [] },
  ],
  pages: [],
} as unknown as TSurvey;

const change: TChange = {
  id: '4',
  unit: { extName: 's001', title: 'Oulu Centre', level: 4, path: 'org,all,north,oulu,s001' },
  indicator: { extName: 'speed', title: 'Speed', kind: 'mean', decimals: 2 },
  direction: 'down',
  window: 28,
  windows: [28],
  periodFrom: '2026-05-19',
  periodTo: '2026-06-15',
  historyFrom: '2025-05-20',
  historyTo: '2026-05-18',
  recentValue: 3.41,
  recentN: 120,
  historyValue: 3.94,
  historyN: 900,
  difference: -0.53,
  ciLow: -0.7,
  ciHigh: -0.36,
  qValue: 0.001,
  detectedAt: '2026-06-15T03:00:00Z',
};

const plan = (over: Partial<TPlan> = {}): TPlan => ({
  id: '9',
  unit: { extName: 's001', title: 'Oulu Centre', path: 'org,all,north,oulu,s001' },
  title: 'Second till at rush hours',
  description: 'Open the second till from 16 to 18.',
  owner: { username: 'store', name: 'Sanna Storekeeper' },
  dueDate: '2026-06-29',
  indicator: { extName: 'speed', title: 'Speed', kind: 'mean', decimals: 2, min: 1, max: 5 },
  direction: 'atLeast',
  target: 4.2,
  state: 'open',
  status: 'overdue',
  source: { kind: 'change', label: 'Speed 3.94 → 3.41 in the last 28 days' },
  note: null,
  createdBy: 'regional',
  createdAt: '2026-06-15T12:00:00Z',
  closedAt: null,
  outcome: {
    baseline: { n: 40, value: 2.5, ciLow: 2.34, ciHigh: 2.66, from: '2026-05-18', to: '2026-06-14' },
    period: { n: 40, value: 4.5, ciLow: 4.34, ciHigh: 4.66, from: '2026-06-15', to: '2026-06-29' },
    difference: 2,
    differenceLow: 1.78,
    differenceHigh: 2.22,
    pValue: 0.0001,
    target: 'met',
    change: 'improved',
    progress: 1,
    ended: true,
  },
  ...over,
});

const IDENTITY = '/api/vuejs/auth/validatecookie';

describe('action plans', () => {
  it('plans an action from a change: the target where the unit was, the change as its source', async () => {
    const calls = answerCalls((call) => {
      if (call.path === IDENTITY) return { body: { isRoot: false, permissions: ['plans.manage'] } };
      if (call.path === '/api/vuejs/plans/owners/cx/org%2Call%2Cnorth%2Coulu%2Cs001')
        return { body: { users: [{ username: 'store', name: 'Sanna Storekeeper' }] } };
      if (call.path.startsWith('/api/vuejs/plans/create/')) {
        const body = call.body as { ownerUsername: string };
        return body.ownerUsername === 'store'
          ? { body: plan({ status: 'open' }) }
          : refuse(400, 'unknown_value', 'nobody does not see Oulu Centre', 'ownerUsername');
      }
      return undefined;
    });
    const { user } = await renderWithApp(<PlanFromChange change={change} survey={survey} />);
    await user.click(await screen.findByRole('button', { name: 'Plan an action for Oulu Centre: Speed' }));
    const dialog = await screen.findByRole('dialog', { name: 'New action plan for Oulu Centre' });
    expect(
      within(dialog).getByText('In answer to: Speed 3.94 → 3.41: the last 28 days against the year before'),
    ).toBeTruthy();
    // the title fits the fall: back to where the unit was
    expect((within(dialog).getByTestId('plan-title') as HTMLInputElement).value).toBe(
      'Bring Speed at Oulu Centre back up to 3.94',
    );
    expect((within(dialog).getByTestId('plan-target') as HTMLInputElement).value).toBe('3.94');
    expect(within(dialog).getByText("On the indicator's scale, 1 to 5")).toBeTruthy();
    // no owner chosen: said at the field, nothing sent
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    expect(await within(dialog).findByText('Choose an owner')).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/vuejs/plans/create/'))).toBe(false);
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: /Owner/ }));
    await user.click(await screen.findByRole('option', { name: 'Sanna Storekeeper' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.find((c) => c.path.startsWith('/api/vuejs/plans/create/'))!;
    expect(sent.path).toBe('/api/vuejs/plans/create/cx/org%2Call%2Cnorth%2Coulu%2Cs001');
    expect(sent.body).toMatchObject({
      title: 'Bring Speed at Oulu Centre back up to 3.94',
      ownerUsername: 'store',
      indicator: 'speed',
      direction: 'atLeast',
      target: 3.94,
      source: { kind: 'change', label: 'Speed 3.94 → 3.41: the last 28 days against the year before' },
    });
  });

  it('offers no plan on a rise, nor on a move of a topic: only a fall calls for one', async () => {
    answerCalls((call) =>
      call.path === IDENTITY ? { body: { isRoot: false, permissions: ['plans.manage'] } } : undefined,
    );
    const unit = (extName: string, title: string) => ({ ...change.unit, extName, title });
    const rise: TChange = {
      ...change,
      unit: unit('s002', 'Oulu Park'),
      direction: 'up',
      historyValue: 3.41,
      recentValue: 3.94,
      difference: 0.53,
    };
    const topic: TChange = {
      ...change,
      unit: unit('s003', 'Oulu Mall'),
      indicator: { extName: 'topic:queue', title: 'Checkout and queues', kind: 'topbox', decimals: 0 },
    };
    await renderWithApp(
      <>
        <PlanFromChange change={rise} survey={survey} />
        <PlanFromChange change={topic} survey={survey} />
        <PlanFromChange change={change} survey={survey} />
      </>,
    );
    // the fall's button once the identity has come: the only one
    const offered = await screen.findAllByTestId('plan-from-change');
    expect(offered.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Plan an action for Oulu Centre: Speed',
    ]);
  });

  it('offers no plan to a role that may not make one', async () => {
    answerCalls((call) =>
      call.path === IDENTITY ? { body: { isRoot: false, permissions: [] } } : undefined,
    );
    await renderWithApp(<PlanFromChange change={change} survey={survey} />);
    await waitFor(() => expect(screen.queryByTestId('plan-from-change')).toBeNull());
  });

  it('shows how an ended plan went: both periods with answers and interval, met and real', async () => {
    answerCalls((call) => {
      if (call.path === IDENTITY) return { body: { isRoot: false, permissions: ['plans.manage'] } };
      if (call.path === '/api/vuejs/plans/plan/cx/9') return { body: plan() };
      return undefined;
    });
    await renderWithApp(
      <PlanDialog survey={survey} plan={plan()} minAnswers={5} mayManage onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: /Second till at rush hours/ });
    expect(within(dialog).getByText('Overdue')).toBeTruthy();
    expect(within(dialog).getByText('Speed ≥ 4.20')).toBeTruthy();
    const before = within(dialog).getByTestId('plan-figure-baseline');
    expect(before.textContent).toContain('2.50 (95% interval 2.34 to 2.66)');
    expect(before.textContent).toContain('40 answers');
    expect(within(dialog).getByTestId('plan-figure-period').textContent).toContain(
      '4.50 (95% interval 4.34 to 4.66)',
    );
    expect(within(dialog).getByText('Change +2.00 (95% interval +1.78 to +2.22)')).toBeTruthy();
    expect(within(dialog).getByTestId('plan-verdict').textContent).toBe('Target met');
    expect(within(dialog).getByTestId('plan-change').textContent).toBe('A real improvement (beyond chance)');
  });

  it('never shows a figure under the minimum of answers, and closes a plan as done only with a note', async () => {
    const few = plan({
      status: 'open',
      outcome: {
        ...plan().outcome,
        period: { n: 3, value: null, ciLow: null, ciHigh: null, from: '2026-06-15', to: '2026-06-17' },
        difference: null,
        differenceLow: null,
        differenceHigh: null,
        pValue: null,
        target: 'unknown',
        change: 'unknown',
        progress: null,
        ended: false,
      },
    });
    const calls = answerCalls((call) => {
      if (call.path === IDENTITY) return { body: { isRoot: false, permissions: ['plans.manage'] } };
      if (call.path === '/api/vuejs/plans/plan/cx/9') return { body: few };
      if (call.path === '/api/vuejs/plans/update/cx/9')
        return { body: { ...few, state: 'done', status: 'done', note: 'Done daily.' } };
      return undefined;
    });
    const { user } = await renderWithApp(
      <PlanDialog survey={survey} plan={few} minAnswers={5} mayManage onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: /Second till at rush hours/ });
    expect(within(dialog).getByTestId('plan-figure-period').textContent).toContain(
      'Too few answers to show (at least 5 needed)',
    );
    expect(within(dialog).getByTestId('plan-progress').textContent).toBe('Too few answers (3 answers)');
    expect(within(dialog).getByText('The plan is running: the figures are so far.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Mark as done' }));
    await user.click(within(dialog).getByTestId('plan-confirm-done'));
    expect(await within(dialog).findByText('Say what was done')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/vuejs/plans/update/cx/9')).toBe(false);
    await user.type(within(dialog).getByTestId('plan-done-note'), 'Done daily.');
    await user.click(within(dialog).getByTestId('plan-confirm-done'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/vuejs/plans/update/cx/9')?.body).toEqual({
        state: 'done',
        note: 'Done daily.',
      }),
    );
  });

  it("plans an action on the driver to fix first: on the driver's own indicator, a step up its scale", async () => {
    const driver = {
      question: 'sat_speed',
      title: 'Speed',
      scaleMin: 1,
      scaleMax: 5,
      importance: 0.4,
      mean: 3.42,
      ciLow: 3.3,
      ciHigh: 3.54,
      performance: 60.5,
      correlation: 0.6,
      quadrant: 'fix-first',
    } as TDriver;
    answerCalls((call) => {
      if (call.path === IDENTITY) return { body: { isRoot: false, permissions: ['plans.manage'] } };
      if (call.path === '/api/vuejs/drillpath/cx/org%2Call%2Cnorth')
        return { body: { segments: [{ title: 'Nordic Retail' }, { title: 'North' }] } };
      if (call.path === '/api/vuejs/plans/owners/cx/org%2Call%2Cnorth') return { body: { users: [] } };
      return undefined;
    });
    const context = {
      surveyExtName: 'cx',
      loadCount: 1,
      drillPathFiltered: 'org,all,north;ftime=rdays:-90:0',
      locale: 'en',
    };
    const { user } = await renderWithApp(
      <PlanFromDriver driver={driver} target="nps" survey={survey} context={context} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Plan an action on Speed' }));
    const dialog = await screen.findByRole('dialog', { name: 'New action plan for North' });
    expect(within(dialog).getByText('In answer to: Speed: a key driver, rated 3.42 on average')).toBeTruthy();
    expect((within(dialog).getByTestId('plan-target') as HTMLInputElement).value).toBe('3.8');
    expect((within(dialog).getByTestId('plan-indicator') as HTMLInputElement).value).toBe('speed');
  });
});
