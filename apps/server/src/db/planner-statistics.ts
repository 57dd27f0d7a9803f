/**
 * The planner's statistics on the embedded database. PostgreSQL's autovacuum analyzes a table
 * once enough of it changed; PGlite runs no autovacuum, so without this its planner knew
 * nothing of any table's size or values: at 80,000 alerts it sorted every alert of a survey
 * for a page of 21 instead of reading them from an index (docs/decisions/068-alert-list-by-unit.md).
 */

/**
 * Tables to analyze now: those autovacuum would, by its default rule (more rows changed since
 * the last analysis than 50 and a tenth of the table: `autovacuum_analyze_threshold`,
 * `autovacuum_analyze_scale_factor`), and those never analyzed that hold rows. The counts of
 * changes start again from zero when the database was not shut down cleanly or is a restored
 * image; whether a table was ever analyzed (`reltuples` not -1) is kept in the catalog.
 * Names quoted, for ANALYZE.
 */
export const STALE_TABLES_SQL = `
  SELECT quote_ident(s.relname) AS name
  FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
  WHERE s.schemaname = 'public'
    AND (s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
      OR (c.reltuples < 0 AND pg_relation_size(s.relid) > 0))
  ORDER BY s.n_mod_since_analyze DESC, s.relname`;

/** How long other queries may wait before each table's analysis (`Database.giveWay`). */
export const ANALYZE_GIVE_WAY_MS = 1000;
