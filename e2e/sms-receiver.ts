import { renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** An SMS as the gateway received it: one JSON file per message in the folder. */
export interface StoredSms {
  to: string;
  text: string;
  reference: string;
  receivedAt: number;
}

export interface SmsReceiver {
  /** http://127.0.0.1:<port>/sms for the server's SMS_GATEWAY_URL. */
  url: string;
  stop(): Promise<void>;
}

/**
 * A local stand-in for an SMS operator's HTTP gateway (the real network cannot be reached
 * from tests): it accepts every message the server's gateway adapter posts and writes it
 * to `folder`, where the tests (other processes) read it.
 */
export async function startSmsReceiver(folder: string): Promise<SmsReceiver> {
  let count = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Omit<StoredSms, 'receivedAt'>;
        count += 1;
        const stored: StoredSms = {
          to: body.to,
          text: body.text,
          reference: body.reference,
          receivedAt: Date.now(),
        };
        // written whole, then renamed: a test never reads a half-written file
        const file = join(folder, `${Date.now()}-${count}.json`);
        writeFileSync(`${file}.partial`, JSON.stringify(stored));
        renameSync(`${file}.partial`, file);
        response
          .writeHead(202, { 'content-type': 'application/json' })
          .end(JSON.stringify({ id: `sms-${count}` }));
      } catch {
        response.writeHead(400, { 'content-type': 'text/plain' }).end('not a message');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
