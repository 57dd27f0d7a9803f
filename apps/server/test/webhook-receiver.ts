import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  /** The path and query it was posted to. */
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** When it arrived (ms since the epoch): a signature's timestamp is checked against it. */
  receivedAt: number;
}

/**
 * A local HTTP receiver for webhook deliveries: it answers each POST with `status` (200 by
 * default) and keeps what it was sent. With `dripMs` it is a slow receiver instead: it
 * answers the headers, then one byte every `dripMs`, and never ends the answer.
 */
export class WebhookReceiver {
  readonly received: ReceivedDelivery[] = [];
  /** The status of the next answers. */
  status = 200;
  /** Set: the next answers drip one byte this often and never end. */
  dripMs: number | null = null;
  /** Dripping answers whose connection is still open (the sender has not given up on them). */
  dripping = 0;
  private waiters: Array<{ test: (d: ReceivedDelivery) => boolean; resolve: (d: ReceivedDelivery) => void }> =
    [];
  private constructor(private readonly server: Server) {}

  static async start(port = 0): Promise<WebhookReceiver> {
    let receiver: WebhookReceiver | null = null;
    const server = createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => {
        body += chunk;
      });
      request.on('end', () => {
        const delivery = { path: request.url ?? '', headers: request.headers, body, receivedAt: Date.now() };
        receiver!.received.push(delivery);
        response.statusCode = receiver!.status;
        const dripMs = receiver!.dripMs;
        if (dripMs !== null) {
          response.flushHeaders();
          receiver!.dripping++;
          const drip = setInterval(() => response.write('.'), dripMs);
          response.on('close', () => {
            clearInterval(drip);
            receiver!.dripping--;
          });
        } else response.end(receiver!.status === 200 ? 'ok' : 'not now');
        for (const waiter of [...receiver!.waiters])
          if (waiter.test(delivery)) {
            receiver!.waiters = receiver!.waiters.filter((w) => w !== waiter);
            waiter.resolve(delivery);
          }
      });
    });
    receiver = new WebhookReceiver(server);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return receiver;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** The first delivery (already received or to come) that `test` accepts. */
  next(test: (delivery: ReceivedDelivery) => boolean, timeoutMs = 15_000): Promise<ReceivedDelivery> {
    const found = this.received.find(test);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no such delivery came')), timeoutMs);
      this.waiters.push({
        test,
        resolve: (delivery) => {
          clearTimeout(timer);
          resolve(delivery);
        },
      });
    });
  }

  stop(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    // a dripping answer never ends by itself
    this.server.closeAllConnections();
    return closed;
  }
}

/** The event a delivery's body names. */
export const eventOf = (delivery: ReceivedDelivery): string =>
  (JSON.parse(delivery.body) as { event: string }).event;
