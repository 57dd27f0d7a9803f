// @vitest-environment happy-dom
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectionProvider } from '@/entities/selection/lib/selection.tsx';
import { type Answer, answerCalls, refuse, renderWithApp, type SentCall } from '@/testing/render.tsx';
import { CampaignCreator } from './campaign-creator.tsx';

const SURVEY = { id: 7, extName: 'demo', title: 'Demo', loadCount: 1 } as unknown as TSurvey;
const CREATE_PATH = '/api/vuejs/campaigns/create/demo/org%2C1';
const IDENTITY = { isRoot: false, permissions: ['campaigns.manage', 'templates.manage'] };
const REACH = {
  selected: 14,
  reach: 12,
  excluded: { answered: 1, unsubscribed: 1, bounced: 0, missingAddress: 0, quarantine: 0 },
};
const DRILL = {
  segments: [{ extName: 'org', title: 'Helsinki store', pathName: 'org,1' }],
  nInterviews: 3,
  trendTitle: '',
  trendDetails: '',
  children: [],
  scopePath: 'org,1',
};
const TEMPLATE = { channel: 'mail', locales: ['en'], updatedAt: '2026-11-01', updatedBy: null, campaigns: 0 };

/** The server: who is signed in, the unit, one mail template, the reach, and `create` for the creation. */
function server(create: (call: SentCall) => Answer | undefined) {
  return answerCalls((call) => {
    if (call.path === '/api/vuejs/auth/validatecookie') return { body: IDENTITY };
    if (call.path.startsWith('/api/vuejs/drillpath/')) return { body: DRILL };
    if (call.path === '/api/vuejs/templates/demo')
      return { body: { items: [{ id: 3, name: 'Invitation', ...TEMPLATE }] } };
    if (call.path.startsWith('/api/vuejs/campaigns/reach/')) return { body: REACH };
    if (call.path === CREATE_PATH) return create(call);
    return undefined;
  });
}

/** The reach is asked a pause (500 ms) after the form changes: its answer may take longer than 1 s to show. */
const AFTER_REACH = { timeout: 5000 };

const creates = (calls: SentCall[]) => calls.filter((c) => c.path === CREATE_PATH);

function drawCreator() {
  // the unit's breadcrumb reads the selection the app remembers
  return renderWithApp(
    <SelectionProvider>
      <CampaignCreator
        survey={SURVEY}
        action="mail"
        channel="mail"
        drillPath="org,1"
        filterToken=""
        startPath="org,1"
        reminderOf={null}
        back={null}
        fromPage={null}
        filterBar={null}
        initialSelection={{}}
      />
    </SelectionProvider>,
  );
}

/** The message under a field (its helper text), by the field's label. */
function helperOf(field: HTMLElement): string {
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
}

describe('CampaignCreator', () => {
  it('draws its fields with their labels, the one template chosen and the reach on the button', async () => {
    server(() => undefined);
    await drawCreator();
    const name = screen.getByRole('textbox', { name: /Campaign name/ });
    await waitFor(
      () => expect((name as HTMLInputElement).value).toMatch(/^Invitation – Helsinki store – /),
      AFTER_REACH,
    );
    expect(screen.getByRole('heading', { name: 'New mail campaign' })).toBeTruthy();
    expect((await screen.findByRole('combobox', { name: /Template/ }, AFTER_REACH)).textContent).toBe(
      'Invitation',
    );
    expect(screen.getByRole('textbox', { name: /Leave out contacts invited within/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Now' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Send to 12 contacts' }, AFTER_REACH)).toBeTruthy();
  });

  it('an empty name and a bad number are refused in the form, and nothing is sent', async () => {
    const calls = server(() => undefined);
    const { user } = await drawCreator();
    const name = screen.getByRole('textbox', { name: /Campaign name/ });
    await user.clear(name);
    const quarantine = screen.getByRole('textbox', { name: /Leave out contacts invited within/ });
    await user.clear(quarantine);
    await user.type(quarantine, '400');
    await user.click(await screen.findByTestId('campaign-send'));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Correct the fields marked in red first.',
    );
    expect(helperOf(name)).toBe('Required.');
    expect(helperOf(quarantine)).toBe('Write a whole number from 0 to 365.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(creates(calls)).toEqual([]);
  });

  it('sent after the question, the campaign goes as the API takes it', async () => {
    const calls = server(() => ({ body: { campaignId: 9, messages: 12 } }));
    const { user } = await drawCreator();
    const name = screen.getByRole('textbox', { name: /Campaign name/ });
    await user.clear(name);
    await user.type(name, 'November invitation');
    await user.click(await screen.findByRole('button', { name: 'Send to 12 contacts' }, AFTER_REACH));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send the mail?' });
    expect(dialog.textContent).toContain('12 contacts will get “Invitation” now.');
    await user.click(within(dialog).getByRole('button', { name: 'Send to 12 contacts' }));
    await waitFor(() => expect(creates(calls)).toHaveLength(1));
    expect(creates(calls)[0]?.body).toEqual({
      action: 'mail',
      selection: {},
      name: 'November invitation',
      templateId: 3,
      quarantineDays: 30,
      scheduledAt: null,
      throttlePerMinute: null,
      reminderAfterDays: null,
      reminderTemplateId: null,
    });
  });

  it("the server's refusal of a field shows at that field; a conflict above the button", async () => {
    let answer = refuse(400, 'out_of_range', 'At most 10000 a minute.', 'throttlePerMinute', {
      min: 1,
      max: 10000,
    });
    const calls = server(() => answer);
    const { user } = await drawCreator();
    const send = async () => {
      await user.click(await screen.findByRole('button', { name: 'Send to 12 contacts' }, AFTER_REACH));
      const dialog = await screen.findByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: 'Send to 12 contacts' }));
    };
    await send();
    const throttle = screen.getByRole('textbox', { name: /Messages per minute/ });
    await waitFor(() => expect(throttle.getAttribute('aria-invalid')).toBe('true'));
    expect(helperOf(throttle)).toBe('Must be between 1 and 10000.');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    answer = refuse(409, 'conflict', 'The template was removed.');
    await send();
    expect((await screen.findByTestId('campaign-conflict')).textContent).toBe(
      'Nothing was sent: This is not possible in the present state. Reload and try again.',
    );
    expect(creates(calls)).toHaveLength(2);
  });

  it('works from the keyboard: the send button opens the question, Escape closes it unsent', async () => {
    const calls = server(() => undefined);
    const { user } = await drawCreator();
    const button = await screen.findByRole('button', { name: 'Send to 12 contacts' }, AFTER_REACH);
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBe(document.activeElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(creates(calls)).toEqual([]);
  });
});
