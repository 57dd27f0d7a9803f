import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A local HTTP receiver for webhook deliveries: it answers each POST with the status
 * `answer` gives (200 by default) and keeps what it was sent.
 */
export class WebhookReceiver {
  readonly received: ReceivedDelivery[] = [];
  /** The status of the next answers. */
  status = 200;
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
        const delivery = { headers: request.headers, body };
        receiver!.received.push(delivery);
        response.statusCode = receiver!.status;
        response.end(receiver!.status === 200 ? 'ok' : 'not now');
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
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The event a delivery's body names. */
export const eventOf = (delivery: ReceivedDelivery): string =>
  (JSON.parse(delivery.body) as { event: string }).event;
