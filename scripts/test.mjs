// npm test: unit and server integration tests (PGlite and a throwaway PostgreSQL
// server), then the end-to-end tests in Debian's Chromium. The unit tests that failed are
// named again at the very end, after the end-to-end output.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function run(command, args) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  return result.status ?? 1;
}

/** "file > test: first line of the error" for each failed unit test in Vitest's JSON report. */
function failedUnitTests(reportFile) {
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    return report.testResults.flatMap((file) => {
      const name = file.name.replace(`${process.cwd()}/`, '');
      const failed = file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => `${name} > ${test.fullName}: ${(test.failureMessages[0] ?? '').split('\n')[0]}`);
      // a file that failed before its tests ran (an import, a hook)
      return failed.length > 0 || file.status !== 'failed'
        ? failed
        : [`${name}: ${file.message.split('\n')[0]}`];
    });
  } catch {
    return [`(no report: ${reportFile})`];
  }
}

let status = run('node', ['scripts/ensure-test-deps.mjs']);
if (status !== 0) process.exit(status);
const reportDir = mkdtempSync(join(tmpdir(), 'opinio-unit-'));
const report = join(reportDir, 'report.json');
const unit = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
]);
const e2e = run('npm', ['run', 'test:e2e']);
status = unit || e2e;
if (unit !== 0)
  console.log(
    `\nUnit tests that failed:\n${failedUnitTests(report)
      .map((l) => `  ${l}`)
      .join('\n')}`,
  );
rmSync(reportDir, { recursive: true, force: true });
console.log(status === 0 ? '\nAll tests passed.' : `\nTests failed (unit: ${unit}, e2e: ${e2e}).`);
process.exit(status);
