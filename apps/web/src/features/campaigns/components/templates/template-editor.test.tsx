// @vitest-environment happy-dom
import type { TTemplate } from '@opinio/domain/schemas/campaigns';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppSnackbar } from '@/components/app-snackbar.tsx';
import type { Locale } from '@/lib/locale-choice.ts';
import { type Answer, answerCalls, refuse, renderWithApp, type SentCall } from '@/testing/render.tsx';
import { TemplateEditor } from './template-editor.tsx';

const SURVEY = { id: 7, extName: 'demo', title: 'Demo survey', loadCount: 1 } as unknown as TSurvey;
const TEMPLATE: TTemplate = {
  id: 3,
  channel: 'mail',
  name: 'Invitation',
  variants: {
    en: { subject: 'Tell us', body: '<p>Hello {{firstName}}</p>' },
    fi: { subject: 'Kerro meille', body: '<p>Hei {{firstName}}</p>' },
  },
  createdAt: '2026-11-01T08:00:00Z',
  updatedAt: '2026-11-02T08:00:00Z',
  updatedBy: 'Mika',
};
const SAVE_PATH = '/api/vuejs/templates/demo/3';
const PREVIEW = {
  locale: 'en',
  contact: null,
  subject: 'Tell us',
  html: '<p>Hello</p>',
  text: 'Hello',
  sms: null,
};

/** The server: previews of the text being written, and `save` for a save. */
function server(save: (call: SentCall) => Answer | undefined) {
  return answerCalls((call) => {
    if (call.path === '/api/vuejs/templates/preview/demo') return { body: PREVIEW };
    if (call.path === SAVE_PATH && call.method === 'PUT') return save(call);
    return undefined;
  });
}

const saves = (calls: SentCall[]) => calls.filter((c) => c.path === SAVE_PATH && c.method === 'PUT');

function drawEditor(language: Locale = 'en') {
  return renderWithApp(
    <>
      <TemplateEditor
        survey={SURVEY}
        channel="mail"
        template={TEMPLATE}
        readOnly={false}
        back={null}
        fromPage={null}
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

describe('TemplateEditor', () => {
  it('draws the saved template: its name, who saved it, a tab per language and the first one’s texts', async () => {
    server(() => undefined);
    await drawEditor();
    expect(screen.getByRole('heading', { name: 'Invitation' })).toBeTruthy();
    expect(screen.getByTestId('template-saved-at').textContent).toMatch(/^Saved .* by Mika$/);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['English', 'Finnish']);
    expect((screen.getByRole('textbox', { name: /^Subject \(English\)/ }) as HTMLInputElement).value).toBe(
      'Tell us',
    );
    expect((screen.getByTestId('template-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves the changed name with every language, and says so', async () => {
    const calls = server((call) => ({ body: { ...TEMPLATE, name: (call.body as TTemplate).name } }));
    const { user } = await drawEditor();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), ' 2');
    await user.click(screen.getByTestId('template-save'));
    expect(await screen.findByText('Template “Invitation 2” saved.')).toBeTruthy();
    expect(saves(calls).map((c) => c.body)).toEqual([
      {
        channel: 'mail',
        name: 'Invitation 2',
        variants: {
          en: { subject: 'Tell us', body: '<p>Hello {{firstName}}</p>' },
          fi: { subject: 'Kerro meille', body: '<p>Hei {{firstName}}</p>' },
        },
      },
    ]);
  });

  it("a refused Finnish subject opens the Finnish tab and is said at the subject in Finnish, never the server's English", async () => {
    server(() =>
      refuse(400, 'too_long', 'variants.fi.subject: Too long', 'variants.fi.subject', { max: 300 }),
    );
    const { user } = await drawEditor('fi');
    await user.type(screen.getByRole('textbox', { name: /^Nimi/ }), '!');
    await user.click(screen.getByTestId('template-save'));
    const subject = await screen.findByRole('textbox', { name: /^Aihe \(Suomi\)/ });
    await waitFor(() => expect(subject.getAttribute('aria-invalid')).toBe('true'));
    expect(helperOf(subject)).toBe('Liian pitkä: enintään 300 merkkiä.');
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('Suomi');
    expect(document.body.textContent).not.toContain('Too long');
  });

  it('a refusal of no field is said above the buttons in Finnish', async () => {
    server(() =>
      refuse(403, 'missing_permission', 'Missing permission', undefined, { permission: 'templates.manage' }),
    );
    const { user } = await drawEditor('fi');
    await user.type(screen.getByRole('textbox', { name: /^Nimi/ }), '!');
    await user.click(screen.getByTestId('template-save'));
    const alert = await screen.findByTestId('template-error');
    expect(alert.textContent).toMatch(/^Pohjaa ei voitu tallentaa: /);
    expect(alert.textContent).not.toContain('Missing permission');
  });

  it('the languages are tabs the arrow keys move between', async () => {
    server(() => undefined);
    const { user } = await drawEditor();
    // the screen's title takes the focus as the screen opens: the user clicks the first tab
    await user.click(screen.getByRole('tab', { name: 'English' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Finnish');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /^Subject \(Finnish\)/ }) as HTMLInputElement).value).toBe(
        'Kerro meille',
      ),
    );
  });
});
