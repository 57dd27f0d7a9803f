import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which universe's rows PostgreSQL shows to the work at hand: one universe, or all of them
 * (sign-in before the universe is known, background work). Row-level security on every
 * tenant table (migration 013) filters by it, so a query that forgets its universe filter
 * still sees only the caller's universe. See docs/decisions/021-row-level-security.md.
 */
export type Tenant = number | 'all';

interface TenantStore {
  tenant: Tenant;
}

const storage = new AsyncLocalStorage<TenantStore>();

/** The tenant of the current work: 'all' outside any request or task. */
function currentTenant(): Tenant {
  return storage.getStore()?.tenant ?? 'all';
}

/** Runs `work` (and everything it starts) as this tenant. */
export function runAsTenant<T>(tenant: Tenant, work: () => T): T {
  return storage.run({ tenant }, work);
}

/**
 * Narrows the current request to one universe, once its credential says which: every
 * query from here on, in this request, sees that universe's rows only.
 */
export function enterUniverse(universeId: number): void {
  const store = storage.getStore();
  if (store) store.tenant = universeId;
  else storage.enterWith({ tenant: universeId });
}

/** The value of the `opinio.universe` setting the policies read: -1 is every universe. */
function tenantSetting(tenant: Tenant): string {
  return tenant === 'all' ? '-1' : String(tenant);
}

/** The statement that sets it on a connection. */
const SET_TENANT_SQL = "SELECT set_config('opinio.universe', $1, false)";

/**
 * Keeps each connection's setting in step with the work using it: set before a query when
 * it differs, forgotten after a rollback (which undoes a setting made in the transaction).
 */
export class TenantSettings {
  readonly #applied = new WeakMap<object, string>();

  async apply(connection: object, run: (sql: string, parameters: unknown[]) => Promise<unknown>) {
    const wanted = tenantSetting(currentTenant());
    if (this.#applied.get(connection) === wanted) return;
    await run(SET_TENANT_SQL, [wanted]);
    this.#applied.set(connection, wanted);
  }

  /** After ROLLBACK (or an error that may have aborted a transaction). */
  forget(connection: object): void {
    this.#applied.delete(connection);
  }
}

/** The universe of the current work; null when it spans every universe (background work, sign-in). */
export function currentUniverse(): number | null {
  const tenant = currentTenant();
  return tenant === 'all' ? null : tenant;
}
