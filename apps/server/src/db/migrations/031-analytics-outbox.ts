import { tenantPolicies } from './025-tenant-policy-once.ts';

/**
 * The analytics outbox (docs/scaling.md, decision 057): while an engine outside this
 * database follows the interviews (ClickHouse, listed in `analytics_engines`), every change
 * to an interview, its answers or the language its contact answered in leaves the
 * interview's id in `analytics_outbox`, in the same transaction as the change. A relay
 * copies those interviews as they are then into the engine and deletes the rows it copied;
 * a relay stopped part way leaves them, and the next copies them again (the engine keeps
 * one row per interview, the latest copy). With no engine listed the triggers write nothing.
 *
 * One trigger per statement, not per row, reading the statement's rows (as migration 012's
 * checks do): an ingestion batch costs one insert into the outbox. Answers written in the
 * same transaction as their interview are not listed again (the interview's own row is).
 * Every copy takes its version from `analytics_relay_version`, under the relay's lock.
 */
export const name = 'analytics-outbox';

export const OUTBOX_TENANT_TABLES = ['analytics_outbox', 'analytics_engine_tables'] as const;

/** pg_try_advisory_xact_lock's key for the relay: one batch at a time, whichever process runs it. */
export const RELAY_LOCK = 72617;

const ENGINE_LISTED = 'EXISTS (SELECT 1 FROM analytics_engines)';

export const statements = `
    CREATE TABLE analytics_engines (
      engine text PRIMARY KEY,
      since timestamptz NOT NULL DEFAULT now(),
      -- the transaction that listed it: a backfill starts once every older one has ended
      -- (one of them may write interviews without outbox rows, having looked before it)
      since_xid bigint NOT NULL DEFAULT txid_current()
    );

    CREATE TABLE analytics_outbox (
      id bigserial PRIMARY KEY,
      universe_id int NOT NULL,
      survey_id int NOT NULL,
      interview_id bigint NOT NULL
    );
    CREATE INDEX analytics_outbox_by_survey ON analytics_outbox (survey_id, id);

    CREATE SEQUENCE analytics_relay_version;

    -- what the engine's copy of each survey was made for, and how far its backfill went
    CREATE TABLE analytics_engine_tables (
      engine text NOT NULL,
      survey_id int NOT NULL,
      universe_id int NOT NULL,
      shape text NOT NULL,
      -- the survey's configuration version it was made under (another one: its shape is looked at again)
      config_version int NOT NULL,
      -- the highest interview id copied by the backfill; null once it is done
      backfill_after bigint,
      PRIMARY KEY (engine, survey_id)
    );

    CREATE FUNCTION analytics_outbox_interviews() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF ${ENGINE_LISTED} THEN
        INSERT INTO analytics_outbox (universe_id, survey_id, interview_id)
        SELECT universe_id, survey_id, id FROM changed_interviews;
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER analytics_outbox_interview_insert AFTER INSERT ON interviews
      REFERENCING NEW TABLE AS changed_interviews
      FOR EACH STATEMENT EXECUTE FUNCTION analytics_outbox_interviews();
    CREATE TRIGGER analytics_outbox_interview_update AFTER UPDATE ON interviews
      REFERENCING NEW TABLE AS changed_interviews
      FOR EACH STATEMENT EXECUTE FUNCTION analytics_outbox_interviews();
    CREATE TRIGGER analytics_outbox_interview_delete AFTER DELETE ON interviews
      REFERENCING OLD TABLE AS changed_interviews
      FOR EACH STATEMENT EXECUTE FUNCTION analytics_outbox_interviews();

    -- an interview written or changed by this transaction (its xmin) is listed already
    CREATE FUNCTION analytics_outbox_answers() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF ${ENGINE_LISTED} THEN
        INSERT INTO analytics_outbox (universe_id, survey_id, interview_id)
        SELECT i.universe_id, i.survey_id, i.id FROM interviews i
        WHERE i.id IN (SELECT DISTINCT interview_id FROM changed_answers)
          AND i.xmin::text::bigint <> txid_current() % 4294967296;
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER analytics_outbox_answer_insert AFTER INSERT ON answers
      REFERENCING NEW TABLE AS changed_answers
      FOR EACH STATEMENT EXECUTE FUNCTION analytics_outbox_answers();
    CREATE TRIGGER analytics_outbox_answer_update AFTER UPDATE ON answers
      REFERENCING NEW TABLE AS changed_answers
      FOR EACH STATEMENT EXECUTE FUNCTION analytics_outbox_answers();
    CREATE TRIGGER analytics_outbox_answer_delete AFTER DELETE ON answers
      REFERENCING OLD TABLE AS changed_answers
      FOR EACH STATEMENT EXECUTE FUNCTION analytics_outbox_answers();

    -- a comment is read in the language of the contact who answered it
    CREATE FUNCTION analytics_outbox_contacts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF ${ENGINE_LISTED} THEN
        INSERT INTO analytics_outbox (universe_id, survey_id, interview_id)
        SELECT i.universe_id, i.survey_id, i.id FROM interviews i
        WHERE i.id IN (SELECT interview_id FROM listed_contacts WHERE interview_id IS NOT NULL);
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER analytics_outbox_contact_insert AFTER INSERT ON contacts
      REFERENCING NEW TABLE AS listed_contacts
      FOR EACH STATEMENT EXECUTE FUNCTION analytics_outbox_contacts();
    CREATE TRIGGER analytics_outbox_contact_delete AFTER DELETE ON contacts
      REFERENCING OLD TABLE AS listed_contacts
      FOR EACH STATEMENT EXECUTE FUNCTION analytics_outbox_contacts();
    CREATE FUNCTION analytics_outbox_contact_update() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF ${ENGINE_LISTED} THEN
        INSERT INTO analytics_outbox (universe_id, survey_id, interview_id)
        SELECT i.universe_id, i.survey_id, i.id FROM interviews i
        WHERE i.id IN (
          SELECT n.interview_id FROM new_contacts n JOIN old_contacts o ON o.id = n.id
          WHERE n.interview_id IS NOT NULL
            AND (n.interview_id IS DISTINCT FROM o.interview_id OR n.locale IS DISTINCT FROM o.locale)
          UNION
          SELECT o.interview_id FROM new_contacts n JOIN old_contacts o ON o.id = n.id
          WHERE o.interview_id IS NOT NULL AND n.interview_id IS DISTINCT FROM o.interview_id);
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER analytics_outbox_contact_update AFTER UPDATE ON contacts
      REFERENCING NEW TABLE AS new_contacts OLD TABLE AS old_contacts
      FOR EACH STATEMENT EXECUTE FUNCTION analytics_outbox_contact_update();
${tenantPolicies(OUTBOX_TENANT_TABLES)}
`;
