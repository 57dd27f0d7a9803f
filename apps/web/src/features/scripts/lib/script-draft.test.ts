import type { TScript } from '@opinio/domain/schemas/survey-admin';
import { describe, expect, it } from 'vitest';
import { sameDraft, scriptDraft, scriptDraftProblems, scriptSaveBody } from './script-draft.ts';

const script: TScript = {
  id: 4,
  scope: 'survey',
  name: 'Segment',
  purpose: 'variable',
  target: 'segment',
  enabled: true,
  version: 3,
  savedBy: 'root',
  savedAt: '2025-01-01T00:00:00Z',
  lastError: null,
  source: 'function compute(i) { return 1; }',
  versions: [],
};
const starter = (purpose: string) => `// ${purpose}`;

describe('scriptDraft', () => {
  it('starts a new survey script as a variable with its starter source', () => {
    expect(scriptDraft(undefined, 'survey', starter)).toEqual({
      name: '',
      purpose: 'variable',
      target: '',
      enabled: true,
      source: '// variable',
    });
  });
  it('starts a new global or universe script as a library', () => {
    expect(scriptDraft(undefined, 'global', starter).purpose).toBe('library');
    expect(scriptDraft(undefined, 'universe', starter).source).toBe('// library');
  });
  it('takes the fields of a saved script', () => {
    expect(scriptDraft(script, 'survey', starter)).toMatchObject({ name: 'Segment', target: 'segment' });
  });
});

describe('sameDraft', () => {
  const draft = scriptDraft(script, 'survey', starter);
  it('sees a change of the source', () => {
    expect(sameDraft(draft, { ...draft, source: `${draft.source} ` })).toBe(false);
  });
  it('ignores the target of a script that sets no variable', () => {
    const library = { ...draft, purpose: 'library' as const };
    expect(sameDraft(library, { ...library, target: 'other' })).toBe(true);
  });
});

describe('scriptDraftProblems', () => {
  it('wants a name, and a target for a variable', () => {
    expect(scriptDraftProblems({ ...scriptDraft(undefined, 'survey', starter) })).toEqual({
      name: 'nameRequired',
      target: 'targetRequired',
    });
    expect(scriptDraftProblems({ ...scriptDraft(undefined, 'global', starter), name: 'Helpers' })).toEqual(
      {},
    );
  });
});

describe('scriptSaveBody', () => {
  it('saves a new version from the version the editor started from', () => {
    const draft = { ...scriptDraft(script, 'survey', starter), name: ' Segment 2 ' };
    expect(scriptSaveBody(draft, 'survey', script)).toEqual({
      id: 4,
      scope: 'survey',
      name: 'Segment 2',
      purpose: 'variable',
      target: 'segment',
      enabled: true,
      source: script.source,
      baseVersion: 3,
    });
  });
  it('saves a new script from version 0, without a target unless it sets a variable', () => {
    const draft = { ...scriptDraft(undefined, 'universe', starter), name: 'Helpers', target: 'x' };
    expect(scriptSaveBody(draft, 'universe', undefined)).toEqual({
      scope: 'universe',
      name: 'Helpers',
      purpose: 'library',
      target: null,
      enabled: true,
      source: '// library',
      baseVersion: 0,
    });
  });
});
