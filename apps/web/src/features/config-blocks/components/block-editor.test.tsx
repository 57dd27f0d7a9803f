// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answer, answerCalls, refuse, renderWithApp, type SentCall } from '@/testing/render.tsx';
import { BlockEditor } from './block-editor.tsx';
import type { ListedBlock } from './use-block-draft.ts';

const SAVE_PATH = '/api/vuejs/surveys/configblocks/demo/7';
const MESSAGE = {
  text: 'Closed on Friday',
  texts: {},
  backgroundColor: '#fff4e5',
  textColor: '#663c00',
  link: null,
  icon: 'info',
};
const SAVED: ListedBlock = { version: 2, content: MESSAGE, savedBy: 'anna', savedAt: '2026-11-20T10:00:00Z' };

/** The server: the save of the block, answered by `save`. */
function server(save: (call: SentCall) => Answer | undefined) {
  return answerCalls((call) => (call.method === 'POST' && call.path === SAVE_PATH ? save(call) : undefined));
}

const saves = (calls: SentCall[]) => calls.filter((c) => c.method === 'POST' && c.path === SAVE_PATH);

function drawEditor() {
  return renderWithApp(
    <BlockEditor
      contextSurvey="demo"
      surveyId={7}
      name="systemMessage"
      blockLabel="System message"
      saved={SAVED}
      reload={async () => null}
      backHref={null}
    />,
  );
}

/** The message under a field (its helper text). */
function helperOf(field: HTMLElement): string {
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
}

describe('BlockEditor', () => {
  it('draws the block with its heading, version, views and form fields', async () => {
    server(() => undefined);
    await drawEditor();
    const block = screen.getByRole('region', { name: 'System message' });
    expect(within(block).getByTestId('block-version').textContent).toMatch(/^Version 2 · saved by anna · /);
    const views = within(block).getByRole('group', { name: 'How to edit' });
    expect(within(views).getByRole('button', { name: 'Form', pressed: true })).toBeTruthy();
    expect(within(views).getByRole('button', { name: 'Versions' })).toBeTruthy();
    expect((within(block).getByRole('textbox', { name: /^Message/ }) as HTMLInputElement).value).toBe(
      'Closed on Friday',
    );
    expect(within(block).getByTestId('save-state').textContent).toBe('No changes');
  });

  it('an empty message is refused in the editor, and nothing is sent', async () => {
    const calls = server(() => undefined);
    const { user } = await drawEditor();
    const text = screen.getByRole('textbox', { name: /^Message/ });
    await user.clear(text);
    await user.click(screen.getByTestId('save-block'));
    expect((await screen.findByTestId('save-issues')).textContent).toContain(
      'Correct this problem before saving',
    );
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(saves(calls)).toEqual([]);
  });

  it('saved with a comment, the block is sent as the API takes it, from its version', async () => {
    const calls = server(() => ({ body: { version: 3 } }));
    const { user } = await drawEditor();
    const text = screen.getByRole('textbox', { name: /^Message/ });
    await user.clear(text);
    await user.type(text, 'Closed on Monday');
    await user.type(screen.getByRole('textbox', { name: 'What changed (optional)' }), ' New day ');
    await user.click(screen.getByTestId('save-block'));
    await waitFor(() => expect(screen.getByTestId('save-state').textContent).toBe('No changes'));
    expect(saves(calls).map((c) => c.body)).toEqual([
      {
        name: 'systemMessage',
        content: { ...MESSAGE, text: 'Closed on Monday' },
        baseVersion: 2,
        comment: 'New day',
      },
    ]);
  });

  it("the server's refusal of a field shows at that field; a newer version as a conflict", async () => {
    let answer = refuse(400, 'too_long', 'Too long for the banner.', 'content.text', { max: 200 });
    const calls = server(() => answer);
    const { user } = await drawEditor();
    const text = screen.getByRole('textbox', { name: /^Message/ });
    await user.type(text, '!');
    await user.click(screen.getByTestId('save-block'));
    await waitFor(() => expect(text.getAttribute('aria-invalid')).toBe('true'));
    expect(helperOf(text)).toBe('Too long: at most 200 characters.');
    expect(screen.getByTestId('save-issues').textContent).toContain('Not saved: the server found a problem');

    answer = refuse(409, 'conflict', 'Version 3 was saved meanwhile.');
    await user.click(screen.getByTestId('save-block'));
    expect((await screen.findByTestId('save-conflict')).textContent).toContain(
      'Someone else saved this block',
    );
    expect(saves(calls)).toHaveLength(2);
  });

  it('works from the keyboard: a view is chosen and the block saved with Enter', async () => {
    const calls = server(() => ({ body: { version: 3 } }));
    const { user } = await drawEditor();
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), '!');
    screen.getByTestId('save-block').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    screen.getByRole('button', { name: 'Versions' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Versions', pressed: true })).toBeTruthy();
    expect(screen.queryByTestId('save-block')).toBeNull();
  });
});
