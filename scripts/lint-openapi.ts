/**
 * `npm run lint:openapi` (part of `npm run lint`): writes the OpenAPI document the server
 * generates to a temporary file and lints it with Redocly against redocly.yaml. The app is
 * built on an empty in-memory database without listening: the document comes from the
 * route table alone, so no data is needed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';

const database = await openDatabase({ dataDir: null });
const config = { ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }), dataDir: null };
const { app } = await buildApp({ config, database });
await app.ready();
const document = app.swagger();
await app.close();
await database.close();

const dir = mkdtempSync(join(tmpdir(), 'opinio-openapi-'));
const file = join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(document, null, 2));
const lint = spawnSync(
  'npx',
  ['redocly', 'lint', file, '--config', 'redocly.yaml', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
rmSync(dir, { recursive: true, force: true });
process.exit(lint.status ?? 1);
