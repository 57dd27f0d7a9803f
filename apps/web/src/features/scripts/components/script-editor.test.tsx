// @vitest-environment happy-dom
import type { TScript } from '@opinio/domain/schemas/survey-admin';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppSnackbar } from '@/components/app-snackbar.tsx';
import type { Locale } from '@/lib/locale-choice.ts';
import { type Answer, answerCalls, refuse, renderWithApp, type SentCall } from '@/testing/render.tsx';
import { ScriptEditor } from './script-editor.tsx';

const SCRIPT: TScript = {
  id: 5,
  scope: 'survey',
  name: 'Loyalty band',
  purpose: 'variable',
  target: 'band',
  enabled: true,
  version: 3,
  savedBy: 'Mika',
  savedAt: '2026-11-20T08:00:00Z',
  lastError: null,
  source: 'function compute(interview) {\n  return 1;\n}\n',
  versions: [],
};
const METADATA = {
  questions: [{ extName: 'band', source: 'computed', title: { en: 'Band' }, type: 'number' }],
};
const SAVE_PATH = '/api/vuejs/surveys/scripts/demo/7';

/** The server: the survey's questions, and `save` for a save. */
function server(save: (call: SentCall) => Answer | undefined) {
  return answerCalls((call) => {
    if (call.path === '/api/vuejs/surveys/metadata/demo/7') return { body: METADATA };
    if (call.path === '/api/vuejs/auth/validatecookie') return { body: { isRoot: true, surveys: [] } };
    if (call.path === SAVE_PATH && call.method === 'POST') return save(call);
    return undefined;
  });
}

function drawEditor(script: TScript | null = SCRIPT, language: Locale = 'en') {
  return renderWithApp(
    <>
      <ScriptEditor
        route="script"
        contextSurvey="demo"
        surveyId={7}
        script={script ?? undefined}
        scope="survey"
      />
      <AppSnackbar />
    </>,
    { language },
  );
}

/** The message under a field (its helper text). */
function helperOf(field: HTMLElement): string {
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
}

const saves = (calls: SentCall[]) => calls.filter((c) => c.path === SAVE_PATH && c.method === 'POST');

describe('ScriptEditor', () => {
  it('draws the saved script: its name, version, variable and source', async () => {
    server(() => undefined);
    await drawEditor();
    expect(screen.getByRole('heading', { name: 'Loyalty band' })).toBeTruthy();
    expect(screen.getByText('Version 3')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Loyalty band');
    expect(screen.getByTestId('script-source').textContent).toContain('function compute(interview)');
    // nothing changed yet: nothing to save
    expect((screen.getByTestId('script-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves a changed name as a new version of the version it started from, and says so', async () => {
    const calls = server((call) => ({ body: { ...SCRIPT, name: (call.body as TScript).name, version: 4 } }));
    const { user } = await drawEditor();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 's');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await user.click(screen.getByTestId('script-save'));
    expect(await screen.findByText('Loyalty bands saved as version 4.', {}, { timeout: 5000 })).toBeTruthy();
    expect(saves(calls).map((c) => c.body)).toEqual([
      {
        id: 5,
        scope: 'survey',
        name: 'Loyalty bands',
        purpose: 'variable',
        target: 'band',
        enabled: true,
        source: SCRIPT.source,
        baseVersion: 3,
      },
    ]);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('a new script without a name is not sent: the name field says what is missing', async () => {
    const calls = server(() => undefined);
    const { user } = await drawEditor(null);
    await user.click(screen.getByTestId('script-save'));
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(helperOf(name)).toBe('Give the script a name.');
    expect(saves(calls)).toEqual([]);
  });

  it("a name taken meanwhile (409) is said in Finnish with a way to reload, never in the server's English", async () => {
    server(() =>
      refuse(409, 'already_exists', 'A script of that name exists.', 'name', { value: 'Loyalty band' }),
    );
    const { user } = await drawEditor(SCRIPT, 'fi');
    const name = screen.getByRole('textbox', { name: /^Nimi/ });
    await user.type(name, ' 2');
    await user.click(screen.getByTestId('script-save'));
    // a 409 is a conflict with what is saved: said above the buttons, with a way to reload
    expect((await screen.findByTestId('script-conflict')).textContent).toContain(
      'Loyalty band on jo käytössä.',
    );
    expect(document.body.textContent).not.toContain('A script of that name exists.');
  });

  it('a refused source and a refused name (400) show where they belong, in Finnish', async () => {
    let answer = refuse(400, 'too_long', 'name: Too long', 'name', { max: 100 });
    server(() => answer);
    const { user } = await drawEditor(SCRIPT, 'fi');
    const name = screen.getByRole('textbox', { name: /^Nimi/ });
    await user.type(name, '!');
    await user.click(screen.getByTestId('script-save'));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(helperOf(name)).toBe('Liian pitkä: enintään 100 merkkiä.');

    answer = refuse(400, 'script_failed', 'Syntax error on line 2', 'source', { detail: 'line 2' });
    await user.click(screen.getByTestId('script-save'));
    expect((await screen.findByTestId('script-source-error')).textContent).toBe(
      'Lähdekoodia ei tallennettu: Skriptiä ei voitu ajaa: line 2',
    );
    // the name's refusal was about the name before this save
    expect(name.getAttribute('aria-invalid')).toBe('false');
  });

  it('Ctrl+S in the source saves it', async () => {
    const calls = server(() => ({ body: { ...SCRIPT, version: 4 } }));
    const { user } = await drawEditor();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), '!');
    const source = screen.getByTestId('script-source').querySelector<HTMLElement>('.cm-content');
    source?.focus();
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
  });
});
