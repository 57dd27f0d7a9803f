import { describe, expect, it } from 'vitest';
import { newScriptScope, scriptPath } from './script-links.ts';

describe('scriptPath', () => {
  it('opens a survey or universe script through the administered survey', () => {
    expect(scriptPath('cx', 12, 'survey', 5)).toBe('/script/cx/12/5');
    expect(scriptPath('cx', 12, 'universe', 6)).toBe('/script/cx/12/6');
  });
  it('opens a global script by its own route', () => {
    expect(scriptPath('cx', 12, 'global', 7)).toBe('/script/cx/7');
    expect(scriptPath('cx', 12, 'global', 'new')).toBe('/script/cx/new');
  });
  it('names the scope of a new universe script in the query', () => {
    expect(scriptPath('cx', 12, 'survey', 'new')).toBe('/script/cx/12/new');
    expect(scriptPath('cx', 12, 'universe', 'new')).toBe('/script/cx/12/new?scope=universe');
  });
});

describe('newScriptScope', () => {
  it('is a survey script unless the query says universe', () => {
    expect(newScriptScope(null)).toBe('survey');
    expect(newScriptScope('universe')).toBe('universe');
    expect(newScriptScope('global')).toBe('survey');
  });
});
