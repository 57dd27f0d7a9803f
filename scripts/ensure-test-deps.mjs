// Installs what the tests need and a fresh machine lacks (Debian's chromium, poppler-utils
// and the PostgreSQL server), or stops with a message that says exactly what to install.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const missing = [];
if (!existsSync('/usr/bin/chromium')) missing.push('chromium');
// Reports' PDFs are read back as text (pdftotext) in the tests.
if (!existsSync('/usr/bin/pdftotext')) missing.push('poppler-utils');
const pgBase = '/usr/lib/postgresql';
const hasPostgres =
  existsSync(pgBase) && readdirSync(pgBase).some((v) => existsSync(`${pgBase}/${v}/bin/initdb`));
if (!hasPostgres) missing.push('postgresql');

if (missing.length > 0) {
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    console.error(
      `The tests need Debian packages that are not installed: ${missing.join(', ')}.\nInstall them with: sudo ${command}`,
    );
    process.exit(1);
  }
  console.log(`Installing test dependencies: ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
}
