import { describe, expect, it } from 'vitest';
import { ZTemplateSave } from './campaigns.ts';
import { answerLink, ZMailBlocks } from './mail-blocks.ts';

describe('mail blocks', () => {
  it('takes every kind of block, with defaults for the optional texts', () => {
    const parsed = ZMailBlocks.parse([
      { type: 'logo' },
      { type: 'heading', text: ' Hello {{name}} ' },
      { type: 'text', text: 'One.\n\nTwo.' },
      { type: 'button', label: 'Answer', href: '{{ surveyLink }}' },
      { type: 'button', label: 'Our site', href: 'https://example.com/a?b=c' },
      { type: 'question' },
      { type: 'footer' },
    ]);
    expect(parsed[1]).toEqual({ type: 'heading', text: 'Hello {{name}}' });
    expect(parsed[5]).toEqual({ type: 'question', text: '' });
    expect(parsed[6]).toEqual({ type: 'footer', text: '' });
  });

  it('names the field of a bad block', () => {
    const paths = (value: unknown) =>
      ZTemplateSave.safeParse({
        channel: 'mail',
        name: 'x',
        variants: { fi: { subject: 's', body: '', blocks: value } },
      }).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths([{ type: 'button', label: 'Go', href: 'http://example.com' }])).toEqual([
      'variants.fi.blocks.0.href',
    ]);
    expect(paths([{ type: 'button', label: 'Go', href: '{{unsubscribeLink}}' }])).toEqual([
      'variants.fi.blocks.0.href',
    ]);
    expect(paths([{ type: 'text', text: '' }])).toEqual(['variants.fi.blocks.0.text']);
    expect(paths([{ type: 'video' }])).toEqual(['variants.fi.blocks.0.type']);
    expect(paths([])).toEqual(['variants.fi.blocks']);
    expect(paths(null)).toBeUndefined();
  });

  it('puts the answer in the survey link', () => {
    expect(answerLink('{{surveyLink}}', 9)).toBe('{{surveyLink}}?a=9');
    expect(answerLink('https://x.example/p?t=1', 0)).toBe('https://x.example/p?t=1&a=0');
  });
});
