/**
 * The role the server's queries run as when it connects as a superuser (the embedded
 * database always does; so may a development server). Superusers pass by row-level
 * security, so such a connection switches to this role, which owns nothing and has the
 * rights the server needs. A server that connects as an ordinary owner of the tables needs
 * no switch: FORCE ROW LEVEL SECURITY holds for owners too.
 */
const APPLICATION_ROLE = 'opinio_app';

/** Creates the role (once per cluster) and grants it the schema's tables, sequences and functions. */
export const PREPARE_APPLICATION_ROLE = `
  DO $$
  BEGIN
    IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
      RETURN;
    END IF;
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APPLICATION_ROLE}') THEN
        CREATE ROLE ${APPLICATION_ROLE} NOLOGIN;
      END IF;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      -- another database of the cluster created it at the same moment
    END;
    GRANT USAGE, CREATE ON SCHEMA public TO ${APPLICATION_ROLE};
    GRANT ALL ON ALL TABLES IN SCHEMA public TO ${APPLICATION_ROLE};
    GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO ${APPLICATION_ROLE};
    GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public TO ${APPLICATION_ROLE};
  END
  $$;`;

/** Whether this connection's user passes by row-level security (and must switch role). */
export const IS_SUPERUSER_SQL = 'SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user';

export const SWITCH_ROLE_SQL = `SET ROLE ${APPLICATION_ROLE}`;
