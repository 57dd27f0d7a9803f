/**
 * answers.interview_id -> interviews(id) ON DELETE CASCADE, checked per statement instead
 * of per row (decision 013). A declared foreign key runs one lookup-and-lock query per
 * answer row (~9 per interview): two thirds of the cost of writing answers. The triggers
 * below keep the same guarantees with one set-based query per statement:
 * - an insert or update of answers locks the interviews it points at FOR KEY SHARE (as a
 *   foreign key check does: a concurrent delete waits, or the check sees it) and fails
 *   with 23503 foreign_key_violation if one is missing, so the statement writes nothing;
 * - deleting interviews deletes their answers (also when a survey or universe delete
 *   cascades to interviews), truncating interviews truncates answers;
 * - an interview id never changes (no update could leave answers behind).
 */
export const name = 'answers-set-based-fk';
export const statements = `
    ALTER TABLE answers DROP CONSTRAINT answers_interview_id_fkey;

    CREATE FUNCTION answers_check_interviews() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      wanted bigint;
      locked bigint;
      missing bigint;
    BEGIN
      -- one index lookup and lock per distinct interview, in id order (no lock order cycles)
      WITH ids AS (SELECT DISTINCT interview_id AS id FROM new_answers),
           kept AS (SELECT i.id FROM interviews i WHERE i.id IN (SELECT id FROM ids)
                    ORDER BY i.id FOR KEY SHARE OF i)
      SELECT (SELECT count(*) FROM ids), (SELECT count(*) FROM kept) INTO wanted, locked;
      IF locked < wanted THEN
        SELECT n.interview_id INTO missing FROM new_answers n
          WHERE NOT EXISTS (SELECT 1 FROM interviews i WHERE i.id = n.interview_id)
          LIMIT 1;
        RAISE EXCEPTION 'insert or update on table "answers" violates foreign key constraint "answers_interview_id_fkey"'
          USING ERRCODE = 'foreign_key_violation',
                DETAIL = format('Key (interview_id)=(%s) is not present in table "interviews".', missing),
                TABLE = 'answers', CONSTRAINT = 'answers_interview_id_fkey';
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER answers_interview_insert AFTER INSERT ON answers
      REFERENCING NEW TABLE AS new_answers
      FOR EACH STATEMENT EXECUTE FUNCTION answers_check_interviews();
    CREATE TRIGGER answers_interview_update AFTER UPDATE ON answers
      REFERENCING NEW TABLE AS new_answers
      FOR EACH STATEMENT EXECUTE FUNCTION answers_check_interviews();

    CREATE FUNCTION interviews_delete_answers() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM answers a USING old_interviews o WHERE a.interview_id = o.id;
      RETURN NULL;
    END $$;
    CREATE TRIGGER interviews_delete_answers AFTER DELETE ON interviews
      REFERENCING OLD TABLE AS old_interviews
      FOR EACH STATEMENT EXECUTE FUNCTION interviews_delete_answers();

    CREATE FUNCTION interviews_truncate_answers() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      TRUNCATE answers;
      RETURN NULL;
    END $$;
    CREATE TRIGGER interviews_truncate_answers AFTER TRUNCATE ON interviews
      FOR EACH STATEMENT EXECUTE FUNCTION interviews_truncate_answers();

    CREATE FUNCTION interviews_keep_id() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'interview ids never change (answers point at them)'
        USING ERRCODE = 'foreign_key_violation';
    END $$;
    CREATE TRIGGER interviews_keep_id BEFORE UPDATE OF id ON interviews
      FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION interviews_keep_id();
`;
