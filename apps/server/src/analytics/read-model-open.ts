/**
 * A survey not asked for in this long gives back what this process holds for it (its table's
 * state, rollup state, comment models and prepared statements), with the read model on disk:
 * its next call takes its tables from the file again (tens of milliseconds).
 */
const IDLE_MS = 15 * 60_000;

/**
 * Which surveys' databases this process has open, in the order they were last asked for,
 * and which are in use now: what an idle release or one past `maxOpen` may close (the read
 * model closes them, read-model.ts). A survey in use (`hold`) is never picked.
 */
export class OpenSurveys {
  /** How long a survey may go unasked before it is released (`idle`). */
  idleMs = IDLE_MS;
  /** On disk: at most this many surveys open at once (ANALYTICS_OPEN_SURVEYS). */
  maxOpen = Number.POSITIVE_INFINITY;
  /** When each survey was last asked for, the least recently asked for first. */
  private readonly lastUsed = new Map<number, number>();
  /** Surveys being brought up to date or queried now, with how many callers. */
  private readonly inUse = new Map<number, number>();
  /** Surveys whose database is attached (or being attached). */
  private readonly attached = new Map<number, Promise<void>>();

  /**
   * `open` attaches a survey's database; `overLimit` is told when one more than `maxOpen`
   * is open, with the survey just opened.
   */
  constructor(
    private readonly open: (surveyId: number) => Promise<void>,
    private readonly overLimit: (current: number) => void,
  ) {}

  /** How many surveys' databases are attached (or being attached) now. */
  get count(): number {
    return this.attached.size;
  }

  /** Attaches the survey's database, once until it is released. */
  attach(surveyId: number): Promise<void> {
    let attaching = this.attached.get(surveyId);
    if (!attaching) {
      attaching = this.open(surveyId);
      // the next call tries again
      attaching.catch(() => this.attached.delete(surveyId));
      this.attached.set(surveyId, attaching);
      if (this.attached.size > this.maxOpen) this.overLimit(surveyId);
    }
    return attaching;
  }

  /** The survey was asked for now. */
  used(surveyId: number): void {
    this.lastUsed.delete(surveyId);
    this.lastUsed.set(surveyId, Date.now());
  }

  /** The survey is in use until the answered function is called. */
  hold(surveyId: number): () => void {
    this.inUse.set(surveyId, (this.inUse.get(surveyId) ?? 0) + 1);
    return () => {
      const left = (this.inUse.get(surveyId) ?? 1) - 1;
      if (left > 0) this.inUse.set(surveyId, left);
      else this.inUse.delete(surveyId);
    };
  }

  /** Surveys not asked for in `idleMs`, to release. */
  idle(busy: (surveyId: number) => boolean, now = Date.now()): number[] {
    return this.pick(busy, (_surveyId, used) => now - used >= this.idleMs);
  }

  /** The least recently asked for surveys beyond `maxOpen`, `current` aside, to release. */
  beyondLimit(busy: (surveyId: number) => boolean, current: number): number[] {
    let over = this.attached.size - this.maxOpen;
    return this.pick(busy, (surveyId) => over > 0 && surveyId !== current && over-- > 0);
  }

  /**
   * The surveys `which` picks, least recently asked for first, neither in use nor `busy`;
   * they are no longer counted as open.
   */
  private pick(busy: (surveyId: number) => boolean, which: (surveyId: number, used: number) => boolean) {
    const picked: number[] = [];
    for (const [surveyId, used] of this.lastUsed) {
      if (this.inUse.has(surveyId) || busy(surveyId) || !which(surveyId, used)) continue;
      this.lastUsed.delete(surveyId);
      this.attached.delete(surveyId);
      picked.push(surveyId);
    }
    return picked;
  }
}
