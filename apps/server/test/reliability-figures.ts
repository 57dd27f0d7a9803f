import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Figures a suite measured (routes fuzzed, cases, matrix cells), written when
 * RELIABILITY_OUT names a folder: `npm run reliability` renders them into
 * docs/reliability.md. Without it, nothing is written.
 */
export function recordFigures(name: string, figures: Record<string, unknown>): void {
  const dir = process.env.RELIABILITY_OUT;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(figures, null, 2));
}
