import type { TQuestionnaireAnswers } from '@opinio/domain/schemas/campaigns';

/**
 * What became of the saving: everything saved, waiting for the connection (retrying), or
 * stopped because the server says the link is done with (answered, invalid) or refuses the
 * answers (refused).
 */
export type SaverState = 'saved' | 'retrying' | 'answered' | 'invalid' | 'refused';

/** Waits after a change before saving, and between tries while the connection is gone. */
const SAVE_DEBOUNCE_MS = 500;
const RETRY_MS = [2_000, 5_000, 10_000, 30_000];

/**
 * Saves the answers as they change: the latest ones, debounced, one request at a time, and
 * again and again while the connection is lost. Nothing is sent after `close`.
 */
export class DraftSaver {
  #latest: TQuestionnaireAnswers | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #sending = false;
  #failures = 0;
  #closed = false;

  constructor(
    private readonly send: (draft: TQuestionnaireAnswers) => Promise<{ status: number }>,
    private readonly report: (state: SaverState) => void,
  ) {}

  /** New answers: saved after a pause in the changes. */
  change(draft: TQuestionnaireAnswers): void {
    this.#latest = draft;
    this.#schedule(SAVE_DEBOUNCE_MS);
  }

  /** Saves what is waiting now (moving to the next question, the connection back). */
  flush(): void {
    this.#schedule(0);
  }

  close(): void {
    this.#closed = true;
    clearTimeout(this.#timer);
  }

  #schedule(ms: number): void {
    if (this.#closed) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#run(), ms);
  }

  async #run(): Promise<void> {
    // One request at a time: the one in flight looks for newer answers when it ends.
    if (this.#sending || !this.#latest || this.#closed) return;
    const draft = this.#latest;
    this.#latest = null;
    this.#sending = true;
    const { status } = await this.send(draft).catch(() => ({ status: 0 }));
    this.#sending = false;
    if (this.#closed) return;
    if (status >= 200 && status < 300) {
      this.#failures = 0;
      if (this.#latest) this.#schedule(0);
      else this.report('saved');
    } else if (status === 409) {
      this.close();
      this.report('answered');
    } else if (status === 404) {
      this.close();
      this.report('invalid');
    } else if (status === 400) {
      this.report('refused');
    } else {
      // No connection, too many requests, a server in trouble: try again, newest answers first.
      this.#latest ??= draft;
      this.#schedule(RETRY_MS[Math.min(this.#failures, RETRY_MS.length - 1)]);
      this.#failures++;
      this.report('retrying');
    }
  }
}
