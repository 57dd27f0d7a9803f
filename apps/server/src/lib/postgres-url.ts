/** Where a PostgreSQL address points, without its password: for messages and logs. */
export interface PostgresTarget {
  host: string;
  port: number;
  database: string;
  user: string;
}

/** The host, port, database and user of a PostgreSQL address (libpq's defaults where it names none). */
export function postgresTarget(value: string): PostgresTarget {
  const url = new URL(value);
  const user = decodeURIComponent(url.username) || url.searchParams.get('user') || 'postgres';
  return {
    host: url.hostname || url.searchParams.get('host') || 'localhost',
    port: Number(url.port || url.searchParams.get('port') || 5432),
    database: decodeURIComponent(url.pathname.replace(/^\//, '')) || user,
    user,
  };
}
