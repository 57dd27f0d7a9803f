import { renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpMailbox {
  /** smtp://127.0.0.1:<port> for the server's SMTP_URL. */
  url: string;
  stop(): Promise<void>;
}

/** A stored mail: one JSON file per mail in the mailbox folder (tests/mailbox.ts reads them). */
export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part, when the mail has one (campaign invitations). */
  html: string | null;
  /** Headers the tests look at (List-Unsubscribe). */
  headers: Record<string, string>;
  receivedAt: number;
}

/** A header's value as sent (unfolded), or '' when the mail has none. */
function rawHeader(lines: ReadonlyArray<{ key: string; line: string }>, name: string): string {
  const line = lines.find((header) => header.key === name)?.line ?? '';
  return line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n(?=[ \t])/g, '')
    .trim();
}

/**
 * A real SMTP server for the e2e server's mail (password resets). Tests run in other
 * processes than the global set-up, so every mail is written to `folder` as a file.
 */
export async function startSmtpMailbox(folder: string): Promise<SmtpMailbox> {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
          const stored: StoredMail = {
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : null,
            // the raw lines: mailparser folds every List-* header into one parsed `list` object
            headers: Object.fromEntries(
              ['list-unsubscribe', 'list-unsubscribe-post'].map((name) => [
                name,
                rawHeader(mail.headerLines, name),
              ]),
            ),
            receivedAt: Date.now(),
          };
          count += 1;
          // written whole, then renamed: a test never reads a half-written file
          const file = join(folder, `${Date.now()}-${count}.json`);
          writeFileSync(`${file}.partial`, JSON.stringify(stored));
          renameSync(`${file}.partial`, file);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
