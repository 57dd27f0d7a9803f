// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCalls, renderWithApp, type SentCall } from '@/testing/render.tsx';
import { BlockEditor } from './block-editor.tsx';
import type { ListedBlock } from './use-block-draft.ts';

const SAVE_PATH = '/api/vuejs/surveys/configblocks/demo/7';
const VIEWS = [
  {
    extName: 'org',
    title: { en: 'Organisation', fi: 'Organisaatio' },
    kind: 'units',
    levelNames: [{ en: 'Company', fi: 'Yritys' }],
  },
  { extName: 'channel', title: 'Channel', kind: 'question', question: 'channel', rootTitle: 'All channels' },
];
const SAVED: ListedBlock = { version: 4, content: VIEWS, savedBy: 'anna', savedAt: '2026-11-20T10:00:00Z' };

const saves = (calls: SentCall[]) => calls.filter((c) => c.method === 'POST' && c.path === SAVE_PATH);

function drawEditor() {
  return renderWithApp(
    <BlockEditor
      contextSurvey="demo"
      surveyId={7}
      name="views"
      blockLabel="Views"
      saved={SAVED}
      reload={async () => null}
      backHref={null}
    />,
  );
}

describe('the views form', () => {
  it("names a view's levels one by one, in every language, and saves them in the block", async () => {
    const calls = answerCalls((call) =>
      call.method === 'POST' && call.path === SAVE_PATH ? { body: { version: 5 } } : undefined,
    );
    const { user } = await drawEditor();
    const org = screen.getByRole('region', { name: 'View: Organisation' });
    expect((within(org).getByTestId('view-0-level-1-fi') as HTMLInputElement).value).toBe('Yritys');
    await user.click(within(org).getByTestId('view-0-add-level'));
    await user.type(within(org).getByTestId('view-0-level-2-en'), 'Store');
    await user.type(within(org).getByTestId('view-0-level-2-fi'), 'Myymälä');
    // a question view has two levels: its root and its options
    const channel = screen.getByRole('region', { name: 'View: Channel' });
    await user.click(within(channel).getByTestId('view-1-add-level'));
    await user.click(within(channel).getByTestId('view-1-add-level'));
    expect((within(channel).getByTestId('view-1-add-level') as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(channel).getByTestId('view-1-level-1-en'), 'All');
    await user.type(within(channel).getByTestId('view-1-level-2-en'), 'Channel');
    await user.click(screen.getByTestId('save-block'));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    const sent = saves(calls)[0].body as { content: typeof VIEWS };
    expect(sent.content[0].levelNames).toEqual([
      { en: 'Company', fi: 'Yritys' },
      { en: 'Store', fi: 'Myymälä' },
    ]);
    expect(sent.content[1]).toMatchObject({ levelNames: [{ en: 'All' }, { en: 'Channel' }] });
  });

  it('a level left without a name is refused in the editor, and nothing is sent', async () => {
    const calls = answerCalls(() => undefined);
    const { user } = await drawEditor();
    await user.click(screen.getByTestId('view-0-add-level'));
    await user.click(screen.getByTestId('save-block'));
    expect((await screen.findByTestId('save-issues')).textContent).toContain('Correct this problem');
    expect(saves(calls)).toEqual([]);
  });
});
