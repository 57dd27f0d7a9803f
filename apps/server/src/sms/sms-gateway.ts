/** One SMS as a campaign or a test send hands it over. */
export interface SmsMessage {
  /** The number in international form. */
  to: string;
  text: string;
  /** Ours: the campaign message (the operator echoes it in delivery reports). */
  reference: string;
}

/**
 * An SMS operator, whichever it is: the message is accepted (resolves with the operator's
 * id) or refused (rejects with the operator's reason, which the message's failure shows).
 */
export interface SmsGateway {
  send(message: SmsMessage): Promise<{ id: string | null }>;
}

/**
 * Why an operator refused a message (or could not be reached). `transient`: it surely did
 * not take the message and may take it later (no connection, busy): send it again later.
 */
export class SmsRefused extends Error {
  constructor(
    message: string,
    readonly transient = false,
  ) {
    super(message);
  }
}

/** Answers by which a gateway says "not now" without taking the message. */
const BUSY = new Set([429, 502, 503]);

const TIMEOUT_MS = 10_000;

/**
 * The provider-neutral HTTP adapter: POSTs `{ to, text, reference }` as JSON to
 * SMS_GATEWAY_URL; a 2xx answer accepts (an `id` in its JSON body is kept), anything else
 * refuses with the status and the start of the body. Operators with another protocol sit
 * behind a small relay speaking this one.
 */
export class HttpSmsGateway implements SmsGateway {
  constructor(readonly url: string | null) {}

  async send(message: SmsMessage): Promise<{ id: string | null }> {
    if (!this.url) throw new SmsRefused('SMS_GATEWAY_URL is not set: no SMS can be sent');
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new SmsRefused(
        `SMS gateway not reachable: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const body = await response.text().catch(() => '');
    if (!response.ok)
      throw new SmsRefused(
        `SMS gateway answered ${response.status}: ${body.slice(0, 200)}`,
        BUSY.has(response.status),
      );
    try {
      const parsed = JSON.parse(body) as { id?: unknown };
      return {
        id: typeof parsed.id === 'string' || typeof parsed.id === 'number' ? String(parsed.id) : null,
      };
    } catch {
      return { id: null };
    }
  }
}
