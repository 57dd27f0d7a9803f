// @vitest-environment happy-dom
import type { TAlertSummary } from '@opinio/domain/schemas/alerts';
import type { TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCalls, renderWithApp } from '@/testing/render.tsx';
import { AlertListComponent } from './alert-list-component.tsx';

const ALERT: TAlertSummary = {
  id: 41,
  interviewId: 9001,
  title: 'NPS 3 at Oulu Centre',
  titleNames: 'score',
  ruleName: 'NPS 0-6',
  description: '',
  state: 'new',
  unitTitle: 'Oulu Centre',
  assignee: null,
  dueAt: '2026-11-27T09:30:00Z',
  createdAt: '2026-11-24T09:30:00Z',
  updatedAt: '2026-11-24T09:30:00Z',
  score: 3,
  excerpt: 'Queued at the till for twenty minutes',
};

const survey = { extName: 'cx', title: 'Customer satisfaction' } as TSurvey;
const component = { id: 1, type: 'AlertList' } as TPageComponent;
const context = { surveyExtName: 'cx', loadCount: 1, drillPathFiltered: 'org,all,north', locale: 'en' };

describe('the AlertList page component', () => {
  it("lists the node's open alerts, each opening its alert, and links to the whole list", async () => {
    const calls = answerCalls((call) =>
      call.path.startsWith('/api/vuejs/alerts/cx/')
        ? { body: { items: [ALERT], nextCursor: null } }
        : undefined,
    );
    await renderWithApp(<AlertListComponent component={component} survey={survey} context={context} />);
    const panel = await screen.findByRole('region', { name: 'Alerts' });
    const link = await within(panel).findByRole('link', { name: 'NPS 3 at Oulu Centre' });
    expect(link.getAttribute('href')).toBe('/alert/cx/41');
    expect(calls.find((c) => c.path.startsWith('/api/vuejs/alerts/'))?.query.get('state')).toBe('open');
    expect(within(panel).getByRole('link', { name: 'All alerts' }).getAttribute('href')).toBe(
      '/alertlist/cx/org%2Call%2Cnorth',
    );
  });

  it('a row says each thing once: the score and the unit in the title, the words, when it is due', async () => {
    answerCalls((call) =>
      call.path.startsWith('/api/vuejs/alerts/cx/')
        ? { body: { items: [ALERT], nextCursor: null } }
        : undefined,
    );
    await renderWithApp(<AlertListComponent component={component} survey={survey} context={context} />);
    const [row] = await screen.findAllByTestId('alert-row');
    const text = row!.textContent ?? '';
    const count = (part: string) => text.split(part).length - 1;
    expect(count('Oulu Centre')).toBe(1);
    expect(count('NPS 3')).toBe(1);
    expect(text).not.toContain('Score');
    expect(text).toContain('“Queued at the till for twenty minutes”');
    // dates name their month: never 11/27/2026
    expect(within(row!).getByTestId('alert-due-date').textContent).toMatch(/^Nov 27, 2026, /);
    expect(text).toContain('Nov 24, 2026');
    expect(text).not.toMatch(/\d{1,2}\/\d{1,2}\/\d{4}/);
    expect(screen.queryByRole('columnheader', { name: 'Unit' })).toBeNull();
  });

  it('says when the node has no open alerts', async () => {
    answerCalls((call) =>
      call.path.startsWith('/api/vuejs/alerts/') ? { body: { items: [], nextCursor: null } } : undefined,
    );
    await renderWithApp(<AlertListComponent component={component} survey={survey} context={context} />);
    await waitFor(() => expect(screen.getByText(/No open alerts here/)).toBeTruthy());
  });
});
