// @vitest-environment happy-dom
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerCalls, refuse, renderWithApp, type SentCall } from '@/testing/render.tsx';
import { AlertRuleFormDialog } from './alert-rule-form-dialog.tsx';

const SURVEY = {
  id: 7,
  extName: 'demo',
  title: 'Demo',
  defaultLocale: 'en',
  views: [],
  startFilter: '',
  alertFilter: '',
  pages: [],
  campaigns: [],
  loadCount: 1,
  localeText: {},
  systemMessage: null,
  startPath: 'org,1',
  indicators: [],
  reportFlags: {},
  questions: [
    { extName: 'nps', title: 'Recommend', type: 'number', min: 0, max: 10, options: [] },
    { extName: 'comment', title: 'Comment', type: 'text', min: null, max: null, options: [] },
  ],
} as unknown as TSurvey;

const SAVE_PATH = '/api/vuejs/surveys/effectblocks/demo';

/** The server: the survey's topics (none) and the save, answered by `save`. */
function server(save: (call: SentCall) => ReturnType<typeof refuse> | undefined) {
  return answerCalls((call) => {
    if (call.path.startsWith('/api/vuejs/analytics/topics/')) {
      return {
        body: {
          comments: 0,
          untagged: 0,
          previousComments: null,
          period: null,
          previousPeriod: null,
          minAnswers: 5,
          topics: [],
          model: null,
        },
      };
    }
    if (call.method === 'POST' && call.path === SAVE_PATH) return save(call);
    return undefined;
  });
}

const saves = (calls: SentCall[]) => calls.filter((c) => c.method === 'POST' && c.path === SAVE_PATH);

describe('AlertRuleFormDialog', () => {
  it('draws its fields with their labels, the name focused', async () => {
    server(() => undefined);
    await renderWithApp(<AlertRuleFormDialog survey={SURVEY} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'New alert rule' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(name).toBe(document.activeElement);
    expect(within(dialog).getByRole('combobox', { name: /Question/ })).toBeTruthy();
    expect(within(dialog).getByRole('spinbutton', { name: /^Value/ })).toBeTruthy();
    expect(within(dialog).getByRole('spinbutton', { name: /Due in hours/ })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Suomi' })).toBeTruthy();
  });

  it('an empty name and value are refused in the form, and nothing is sent', async () => {
    const calls = server(() => undefined);
    const { user } = await renderWithApp(<AlertRuleFormDialog survey={SURVEY} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Create rule' }));
    expect(await screen.findByText('Give the rule a name')).toBeTruthy();
    expect(screen.getByText('Give a value')).toBeTruthy();
    expect(saves(calls)).toEqual([]);
  });

  it('typed with the keyboard, the rule is sent as the API takes it and the dialog closes', async () => {
    const calls = server((call) => ({ body: { id: 1, ...(call.body as object) } }));
    const onClose = vi.fn();
    const { user } = await renderWithApp(<AlertRuleFormDialog survey={SURVEY} onClose={onClose} />);
    await user.keyboard('Low scores');
    await user.type(screen.getByRole('spinbutton', { name: /^Value/ }), '6');
    const due = screen.getByRole('spinbutton', { name: /Due in hours/ });
    await user.clear(due);
    await user.type(due, '24{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(saves(calls).map((c) => c.body)).toEqual([
      {
        name: 'Low scores',
        condition: { question: 'nps', op: '<=', value: 6 },
        dueHours: 24,
        notify: true,
        enabled: true,
      },
    ]);
  });

  it("the server's refusal of a field shows at that field; any other at the form", async () => {
    let answer = refuse(400, 'out_of_range', 'At most 8760 hours.', 'dueHours', { min: 1, max: 8760 });
    const calls = server(() => answer);
    const onClose = vi.fn();
    const { user } = await renderWithApp(<AlertRuleFormDialog survey={SURVEY} onClose={onClose} />);
    await user.keyboard('Low scores');
    await user.type(screen.getByRole('spinbutton', { name: /^Value/ }), '6');
    await user.click(screen.getByRole('button', { name: 'Create rule' }));
    const due = screen.getByRole('spinbutton', { name: /Due in hours/ });
    await waitFor(() => expect(due.getAttribute('aria-invalid')).toBe('true'));
    // said by its code in the UI's language, not in the server's words
    expect(document.getElementById(due.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Must be between 1 and 8760.',
    );

    answer = refuse(409, 'conflict', 'The rule was changed meanwhile.');
    await user.click(screen.getByRole('button', { name: 'Create rule' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This is not possible in the present state. Reload and try again.',
    );
    expect(saves(calls)).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
  });
});
