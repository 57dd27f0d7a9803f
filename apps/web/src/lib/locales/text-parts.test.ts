import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { enRest } from './en-rest.ts';

/**
 * The administration areas' texts (en-rest.ts) arrive after the first screen, with the screens,
 * page components and dialogs that draw them (i18n.ts: loadRestTexts). So only the code of
 * those areas may use their keys: anywhere else a key would be drawn raw until they arrive.
 */
const SRC = join(import.meta.dirname, '..', '..');
const REST_AREAS = [
  'features/campaigns/',
  // survey settings: the screen that composes them and its areas
  'app/survey-admin/',
  'entities/survey-config/',
  'features/alert-rules/',
  'features/api-keys/',
  'features/comment-topics/',
  'features/config-blocks/',
  'features/scripts/',
  'features/survey-list/',
  'features/survey-questions/',
  'features/survey-tasks/',
  'features/universe-settings/',
  'features/users/',
  // the first setup of a production install: a screen drawn once
  'features/setup/',
  'features/webhooks/',
  // drawn only by survey settings and templates (code editor) and by users and API keys (unit picker)
  'components/code-editor/',
  'entities/selection/components/unit-picker.tsx',
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A key as written in code: whole in quotes, or the fixed start of a template (`roles.${x}`). */
function usesKey(source: string, key: string): boolean {
  if (source.includes(`'${key}'`) || source.includes(`"${key}"`) || source.includes(`\`${key}\``))
    return true;
  for (const m of source.matchAll(/`([\w.]+\.)\$\{/g)) if (key.startsWith(m[1])) return true;
  return false;
}

describe('text parts', () => {
  const restKeys = Object.keys(enRest).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''));

  it('the two parts share no key', () => {
    expect(Object.keys(enRest).filter((key) => key in en)).toEqual([]);
  });

  it('no code outside the administration areas uses a key of their texts', () => {
    const problems: string[] = [];
    for (const file of sources(SRC)) {
      const path = relative(SRC, file).replaceAll('\\', '/');
      if (REST_AREAS.some((area) => path.startsWith(area))) continue;
      const source = readFileSync(file, 'utf8');
      for (const key of restKeys) if (usesKey(source, key)) problems.push(`${path}: ${key}`);
    }
    expect(problems).toEqual([]);
  });

  it('the check finds a key of the administration texts where it is used', () => {
    expect(usesKey("t('users.new')", 'users.new')).toBe(true);
    expect(usesKey('t(`users.bulk.${action}`)', 'users.bulk.delete')).toBe(true);
    expect(usesKey("t('users.newer')", 'users.new')).toBe(false);
  });
});
