// `npm run lint`: every decision record names its date and status under its title
// (docs/decisions/README.md), and a status that points to another record points to one that exists.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = join(import.meta.dirname, '../docs/decisions');
const files = readdirSync(folder).filter((name) => /^\d{3}-.*\.md$/.test(name));
const problems = [];
for (const name of files) {
  const lines = readFileSync(join(folder, name), 'utf8').split('\n');
  if (!lines[0].startsWith(`# ${name.slice(0, 3)}: `))
    problems.push(`${name}: the title is not "# ${name.slice(0, 3)}: …"`);
  if (!/^Date: \d{4}-\d{2}-\d{2}$/.test(lines[2] ?? ''))
    problems.push(`${name}: line 3 is not "Date: YYYY-MM-DD"`);
  const status = /^Status: (.*)$/.exec(lines[3] ?? '')?.[1];
  if (!status || !/^(proposed|accepted|superseded by \[\d{3}\])/.test(status))
    problems.push(`${name}: line 4 is not "Status: accepted | proposed | superseded by [NNN](…)"`);
  for (const [, target] of (status ?? '').matchAll(/\]\(([^)]+)\)/g))
    if (!files.includes(target))
      problems.push(`${name}: the status points to ${target}, which does not exist`);
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`${files.length} decision records name their date and status.`);
