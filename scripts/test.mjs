// npm test: unit and server integration tests (PGlite and a throwaway PostgreSQL
// server), then the end-to-end tests in Debian's Chromium.
import { spawnSync } from 'node:child_process';

function run(command, args) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  return result.status ?? 1;
}

let status = run('node', ['scripts/ensure-test-deps.mjs']);
if (status !== 0) process.exit(status);
const unit = run('npx', ['vitest', 'run']);
const e2e = run('npm', ['run', 'test:e2e']);
status = unit || e2e;
console.log(status === 0 ? '\nAll tests passed.' : `\nTests failed (unit: ${unit}, e2e: ${e2e}).`);
process.exit(status);
