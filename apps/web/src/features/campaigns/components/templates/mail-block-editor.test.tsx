// @vitest-environment happy-dom
import type { TTemplate } from '@opinio/domain/schemas/campaigns';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCalls, renderWithApp, type SentCall } from '@/testing/render.tsx';
import { TemplateEditor } from './template-editor.tsx';

const SURVEY = { id: 7, extName: 'demo', title: 'Demo survey', loadCount: 1 } as unknown as TSurvey;
const TEMPLATE: TTemplate = {
  id: 3,
  channel: 'mail',
  name: 'Invitation',
  variants: {
    en: {
      subject: 'Tell us',
      body: '<table><tr><td>Hello</td></tr></table>',
      blocks: [
        { type: 'heading', text: 'Hello {{name}}' },
        { type: 'text', text: 'How did we do?' },
      ],
    },
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

function server() {
  return answerCalls((call: SentCall) => {
    if (call.path === '/api/vuejs/templates/preview/demo') return { body: PREVIEW };
    if (call.path === SAVE_PATH && call.method === 'PUT')
      return { body: { ...TEMPLATE, ...(call.body as object) } };
    return undefined;
  });
}

const blockTypes = () => screen.getAllByTestId('mail-block-type').map((title) => title.textContent);

describe('the block editor of a mail template', () => {
  it('adds a button block, moves it up by keyboard, saves the blocks, and leaves for HTML after asking', async () => {
    const calls = server();
    const { user } = await renderWithApp(
      <TemplateEditor
        survey={SURVEY}
        channel="mail"
        template={TEMPLATE}
        readOnly={false}
        back={null}
        fromPage={null}
      />,
    );
    expect(screen.getByTestId('template-mode-blocks').getAttribute('aria-pressed')).toBe('true');
    expect(blockTypes()).toEqual(['1. Heading', '2. Text']);

    await user.click(screen.getByRole('button', { name: 'Button' }));
    expect(blockTypes()).toEqual(['1. Heading', '2. Text', '3. Button']);
    const label = within(screen.getByTestId('mail-block-2')).getByRole('textbox', { name: 'Button text' });
    await user.clear(label);
    await user.type(label, 'Answer now');

    // up with the keyboard: the focus stays with the block it moved
    const up = screen.getByRole('button', { name: 'Move up: Button, block 3 of 3' });
    up.focus();
    await user.keyboard('{Enter}');
    expect(blockTypes()).toEqual(['1. Heading', '2. Button', '3. Text']);
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Move up: Button, block 2 of 3'),
    );

    await user.click(screen.getByTestId('template-save'));
    await waitFor(() => expect(calls.some((c) => c.path === SAVE_PATH && c.method === 'PUT')).toBe(true));
    const saved = calls.find((c) => c.path === SAVE_PATH && c.method === 'PUT')!.body as TTemplate;
    expect(saved.variants.en?.blocks).toEqual([
      { type: 'heading', text: 'Hello {{name}}' },
      { type: 'button', label: 'Answer now', href: '{{surveyLink}}' },
      { type: 'text', text: 'How did we do?' },
    ]);

    // to HTML: asked first; cancelled, the blocks stay
    await user.click(screen.getByTestId('template-mode-html'));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('mail-blocks')).toBeTruthy();
    await user.click(screen.getByTestId('template-mode-html'));
    await user.click(await screen.findByTestId('template-mode-confirm'));
    await waitFor(() => expect(screen.queryByTestId('mail-blocks')).toBeNull());
    expect(screen.getByTestId('template-body')).toBeTruthy();
    expect(screen.getByTestId('template-mode-html').getAttribute('aria-pressed')).toBe('true');
  });
});
