import { Counter, collectDefaultMetrics, Gauge, Histogram, type LabelValues, Registry } from 'prom-client';

/** The process's own figures (CPU, memory, heap, event loop lag, GC), one set per process. */
let processRegistry: Registry | null = null;

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** How long a scrape waits for the figures it reads from the database and the analytics engine. */
const READ_TIMEOUT_MS = 2000;

/**
 * The Prometheus metrics of one app (GET /metrics, docs/operating.md#monitoring): the
 * process's default metrics, the counters the app's parts move as things happen (requests,
 * tasks, mails, webhook deliveries), and gauges read when scraped (`onScrape`: queue depths,
 * the read model) rather than kept up to date. Each app has a registry of its own (tests
 * build several in one process); the process metrics are shared.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly #readers: Array<() => Promise<void>> = [];

  /** Requests answered, by method, route template (never the URL with its ids) and status class. */
  readonly httpRequests = new Counter({
    name: 'opinio_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status class (2xx, 4xx, ...)',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: 'opinio_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route template',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  /** Task runs that ended in this process: done, failed, retried later or yielded (a slice done). */
  readonly taskRuns = new Counter({
    name: 'opinio_task_runs_total',
    help: 'Task runs ended in this process, by task type and outcome (done, failed, retried, yielded)',
    labelNames: ['type', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly mailAttempts = new Counter({
    name: 'opinio_mail_attempts_total',
    help: 'Mails handed to the SMTP server by this process, each attempt counted',
    registers: [this.registry],
  });
  readonly mailFailures = new Counter({
    name: 'opinio_mail_failures_total',
    help: 'Mail attempts that failed, by outcome (retry: kept for another attempt; refused: failed for good)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly webhookAttempts = new Counter({
    name: 'opinio_webhook_attempts_total',
    help: 'Webhook delivery attempts made by this process',
    registers: [this.registry],
  });
  readonly webhookFailures = new Counter({
    name: 'opinio_webhook_failures_total',
    help: 'Webhook delivery attempts the receiver did not take (no 2xx in time), by outcome (retry, failed)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  /** A gauge whose values a reader run at each scrape sets (`onScrape`). */
  gauge<L extends string = never>(name: string, help: string, labelNames: readonly L[] = []): Gauge<L> {
    return new Gauge<L>({ name, help, labelNames, registers: [this.registry] });
  }

  /**
   * Work done before each scrape, side by side: reads the figures of scrape-time gauges (one
   * cheap query each). One that fails or takes longer than two seconds leaves its gauges
   * as its own error handling set them; the scrape goes on.
   */
  onScrape(read: () => Promise<void>): void {
    this.#readers.push(read);
  }

  /** The text exposition format of every metric, after the scrape-time reads. */
  async text(): Promise<string> {
    await Promise.allSettled(this.#readers.map((read) => withTimeout(read())));
    return (await processMetrics().metrics()) + (await this.registry.metrics());
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** One answered request (the `onResponse` hook): its route template, or what stands for none. */
  observeRequest(labels: LabelValues<'method' | 'route'>, statusCode: number, seconds: number): void {
    this.httpRequests.inc({ ...labels, status_class: `${Math.floor(statusCode / 100)}xx` });
    this.httpDuration.observe(labels, seconds);
  }
}

function withTimeout(work: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), READ_TIMEOUT_MS);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
