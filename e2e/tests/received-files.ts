import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a receiver of global-setup.ts (the SMTP server, the SMS gateway) got at or after
 * `since` (ms), oldest first: it writes each as a JSON file to its folder, since the tests
 * run in other processes.
 */
export function receivedSince<T extends { receivedAt: number }>(folder: string, since: number): T[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as T)
    .filter((item) => item.receivedAt >= since);
}
