import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpCatcher {
  /** smtp://localhost:<port> for SMTP_URL. */
  url: string;
  mails: ParsedMail[];
  /** The next mail to arrive (or one that arrived and was not taken yet). */
  nextMail(timeoutMs?: number): Promise<ParsedMail>;
  /** Waits until `count` mails arrived in all. */
  mailCount(count: number, timeoutMs?: number): Promise<void>;
  /** Connections: open now, the most open at once, and opened in all. */
  connections: { open: number; peak: number; total: number };
  stop(): Promise<void>;
}

/** A port nothing listens on now (an SMTP server that is down), for a later startSmtpServer. */
export async function freePort(): Promise<number> {
  const server = new SMTPServer({ logger: false });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A real SMTP server in process that keeps every mail it receives, parsed. `port`: listen
 * there (a server coming back); `dataDelayMs`: take that long to accept each mail (a busy
 * server, so that concurrent sends overlap).
 */
export async function startSmtpServer(
  options: { port?: number; dataDelayMs?: number } = {},
): Promise<SmtpCatcher> {
  const mails: ParsedMail[] = [];
  let taken = 0;
  const waiters: Array<() => void> = [];
  const connections = { open: 0, peak: 0, total: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      connections.open++;
      connections.total++;
      connections.peak = Math.max(connections.peak, connections.open);
      callback();
    },
    onClose() {
      connections.open--;
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (options.dataDelayMs) await new Promise((resolve) => setTimeout(resolve, options.dataDelayMs));
          mails.push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const arrived = async (enough: () => boolean, timeoutMs: number, what: string) => {
    const deadline = Date.now() + timeoutMs;
    while (!enough()) {
      if (Date.now() > deadline) throw new Error(what);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    connections,
    mailCount: (count, timeoutMs = 15_000) =>
      arrived(() => mails.length >= count, timeoutMs, `${mails.length} of ${count} mails arrived`),
    async nextMail(timeoutMs = 5000) {
      await arrived(() => mails.length > taken, timeoutMs, 'No mail arrived');
      return mails[taken++];
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
