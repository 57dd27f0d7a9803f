import { describe, expect, it } from 'vitest';
import { blockIssues, issuesAt, issuesUnder, issueText } from './block-issues.ts';

const general = { title: { en: 'Customer survey' }, defaultLocale: 'en', startFilter: '', alertFilter: '' };

describe('blockIssues', () => {
  it('finds nothing wrong in valid content', () => {
    expect(blockIssues('general', general)).toEqual([]);
  });

  it('names the path of a bad field', () => {
    const issues = blockIssues('general', { ...general, defaultLocale: 'de' });
    expect(issues.map((i) => i.path)).toEqual([['defaultLocale']]);
  });

  it('gives each unknown property its own issue at its name', () => {
    const issues = blockIssues('general', { ...general, colour: 1, size: 2 });
    expect(issues.map((i) => i.path)).toEqual([['colour'], ['size']]);
  });

  it('finds a component of an unknown type', () => {
    const pages = [
      {
        extName: 'overview',
        title: 'Overview',
        icon: 'dashboard',
        selectionInterval: null,
        components: [{ type: 'Nope', title: null, config: {} }],
      },
    ];
    const paths = blockIssues('pages', pages).map((i) => i.path.join('.'));
    expect(paths.some((p) => p.startsWith('0.components.0'))).toBe(true);
  });
});

describe('issuesAt', () => {
  it('answers the issues of exactly that path', () => {
    const issues = [
      { path: ['title'], message: 'a' },
      { path: ['title', 'fi'], message: 'b' },
    ];
    expect(issuesAt(issues, ['title']).map((i) => i.message)).toEqual(['a']);
  });
});

describe('issueText', () => {
  it("joins a field's messages, or answers undefined", () => {
    const issues = [
      { path: ['title'], message: 'a' },
      { path: ['title'], message: 'b' },
    ];
    expect(issueText(issues, ['title'])).toBe('a · b');
    expect(issueText(issues, ['icon'])).toBeUndefined();
  });
});

describe('issuesUnder', () => {
  it('answers the issues at or inside a path', () => {
    const issues = [
      { path: [0, 'components', 1, 'config', 'indicators', 0], message: 'a' },
      { path: [0, 'components', 1, 'config'], message: 'b' },
      { path: [0, 'components', 1, 'type'], message: 'c' },
    ];
    expect(issuesUnder(issues, [0, 'components', 1, 'config']).map((i) => i.message)).toEqual(['a', 'b']);
  });
});
