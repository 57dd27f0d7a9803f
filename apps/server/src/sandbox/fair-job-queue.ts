/**
 * The script pool's waiting line: one queue per tenant (universe), served round-robin, and a
 * share: while another tenant has work waiting or running, one tenant holds at most half the
 * workers (rounded up), so a universe's slow batch cannot take every worker from the others.
 * Alone, a tenant may use them all.
 */
export class FairJobQueue<Job extends { tenant: string }> {
  /** In round-robin order: a tenant served moves to the back. */
  readonly #waiting = new Map<string, Job[]>();
  readonly #running = new Map<string, number>();

  get length(): number {
    let n = 0;
    for (const jobs of this.#waiting.values()) n += jobs.length;
    return n;
  }

  push(job: Job): void {
    const jobs = this.#waiting.get(job.tenant);
    if (jobs) jobs.push(job);
    else this.#waiting.set(job.tenant, [job]);
  }

  /** The next job a free worker of a pool of `workers` may run, counted as running; or none. */
  take(workers: number): Job | undefined {
    for (const [tenant, jobs] of this.#waiting) {
      const running = this.#running.get(tenant) ?? 0;
      const share = this.#othersBusy(tenant) ? Math.ceil(workers / 2) : workers;
      if (running >= share) continue;
      const job = jobs.shift()!;
      this.#waiting.delete(tenant);
      if (jobs.length > 0) this.#waiting.set(tenant, jobs);
      this.#running.set(tenant, running + 1);
      return job;
    }
    return undefined;
  }

  /** A job taken earlier ended (answered, failed or abandoned). */
  finished(tenant: string): void {
    const running = (this.#running.get(tenant) ?? 1) - 1;
    if (running > 0) this.#running.set(tenant, running);
    else this.#running.delete(tenant);
  }

  /** Every job still waiting, taken out of the queue. */
  drain(): Job[] {
    const jobs = [...this.#waiting.values()].flat();
    this.#waiting.clear();
    return jobs;
  }

  #othersBusy(tenant: string): boolean {
    for (const other of this.#waiting.keys()) if (other !== tenant) return true;
    for (const other of this.#running.keys()) if (other !== tenant) return true;
    return false;
  }
}
