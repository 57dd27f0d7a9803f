/**
 * Users, roles and permissions. A role is a named set of permissions in one universe; every
 * universe has the built-in roles (created with it by a trigger: their permissions are the
 * product's, in packages/domain/src/permissions.ts, so the column stays empty for them) and
 * may have roles of its own. A membership names its role; a disabled membership may not
 * sign in. Single sign-on roles of the token map to roles here. Like memberships, roles and
 * mappings are read while a sign-in is resolved, before the universe is known: they are left
 * out of row-level security and every query names its universe.
 */
export const name = 'users-roles';
export const statements = `
    CREATE TABLE roles (
      id serial PRIMARY KEY,
      universe_id int NOT NULL REFERENCES universes(id) ON DELETE CASCADE,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
      -- a built-in role's key; null for the universe's own roles
      built_in text CHECK (built_in IN ('store_manager', 'regional_manager', 'analyst', 'administrator')),
      permissions text[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (universe_id, id),
      UNIQUE (universe_id, name),
      UNIQUE (universe_id, built_in)
    );

    CREATE FUNCTION universes_built_in_roles() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO roles (universe_id, name, built_in)
      SELECT NEW.id, key, key
      FROM unnest(ARRAY['store_manager', 'regional_manager', 'analyst', 'administrator']) AS key;
      RETURN NEW;
    END $$;
    CREATE TRIGGER universes_built_in_roles AFTER INSERT ON universes
      FOR EACH ROW EXECUTE FUNCTION universes_built_in_roles();

    INSERT INTO roles (universe_id, name, built_in)
    SELECT u.id, key, key
    FROM universes u,
      unnest(ARRAY['store_manager', 'regional_manager', 'analyst', 'administrator']) AS key;

    ALTER TABLE memberships ADD COLUMN role_id int;
    UPDATE memberships m SET role_id = r.id
    FROM roles r
    WHERE r.universe_id = m.universe_id
      AND r.built_in = CASE
        WHEN m.is_user_admin THEN 'administrator'
        WHEN m.role IN ('store_manager', 'regional_manager', 'analyst') THEN m.role
        ELSE 'analyst'
      END;
    ALTER TABLE memberships ALTER COLUMN role_id SET NOT NULL;
    ALTER TABLE memberships ADD FOREIGN KEY (universe_id, role_id) REFERENCES roles (universe_id, id);
    ALTER TABLE memberships DROP COLUMN role;
    ALTER TABLE memberships DROP COLUMN is_user_admin;
    ALTER TABLE memberships ADD COLUMN disabled_at timestamptz;
    ALTER TABLE memberships ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
    CREATE INDEX memberships_role ON memberships (role_id);
    CREATE INDEX memberships_user ON memberships (user_id);

    ALTER TABLE users ADD COLUMN last_sign_in_at timestamptz;
    CREATE INDEX users_name ON users ((lower(last_name)), (lower(first_name)), id);

    -- what the session list shows; the token roles of a single sign-on sign-in
    ALTER TABLE sessions ADD COLUMN user_agent text;
    ALTER TABLE sessions ADD COLUMN sso_roles text[];

    -- an invitation is a password reset with a longer life and its own mail
    ALTER TABLE password_resets ADD COLUMN purpose text NOT NULL DEFAULT 'reset'
      CHECK (purpose IN ('reset', 'invitation'));

    -- the record an audited change is about, for a record's own trail
    ALTER TABLE audit_log ADD COLUMN entity text;
    ALTER TABLE audit_log ADD COLUMN entity_id text;
    CREATE INDEX audit_log_entity ON audit_log (universe_id, entity, entity_id, id);

    CREATE TABLE sso_role_mappings (
      id serial PRIMARY KEY,
      universe_id int NOT NULL,
      role_id int NOT NULL,
      source text NOT NULL CHECK (source IN ('realm', 'client')),
      client_id text NOT NULL DEFAULT '',
      sso_role text NOT NULL,
      UNIQUE (universe_id, source, client_id, sso_role),
      FOREIGN KEY (universe_id, role_id) REFERENCES roles (universe_id, id) ON DELETE CASCADE
    );
`;
