/**
 * Tasks: the background job queue (docs/product.md#tasks), claimed by workers with a lease,
 * and the files uploaded for them (docs/decisions/009-tasks-queue.md).
 */
export const name = 'tasks';
export const statements = `
    CREATE TABLE tasks (
      id bigserial PRIMARY KEY,
      universe_id int NOT NULL,
      survey_id int NOT NULL,
      -- 'import_interviews', ...
      type text NOT NULL,
      state text NOT NULL DEFAULT 'queued'
        CHECK (state IN ('queued', 'running', 'done', 'failed', 'cancelled')),
      progress_done int NOT NULL DEFAULT 0,
      progress_total int NOT NULL DEFAULT 0,
      -- what to do: {fileName, format, scopeUnit} for an import
      payload jsonb NOT NULL DEFAULT '{}',
      -- what it did: {inserted, duplicates, errorCount, errors: [{row, column, message}]}
      result jsonb,
      error text,
      -- runs started; a worker gives up after a few (a task that keeps killing its worker)
      attempts int NOT NULL DEFAULT 0,
      -- back-off after a failed attempt: not claimed before
      run_after timestamptz NOT NULL DEFAULT now(),
      created_by int REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz,
      finished_at timestamptz,
      -- the worker lease: a running task whose lease ran out is claimed again
      locked_by text,
      locked_until timestamptz,
      UNIQUE (universe_id, id),
      FOREIGN KEY (universe_id, survey_id) REFERENCES surveys(universe_id, id) ON DELETE CASCADE
    );
    CREATE INDEX tasks_claim ON tasks (run_after, id) WHERE state IN ('queued', 'running');
    CREATE INDEX tasks_survey ON tasks (universe_id, survey_id, id DESC);

    -- An uploaded file, in the database so that any API process can run its task.
    CREATE TABLE task_files (
      task_id bigint PRIMARY KEY REFERENCES tasks(id) ON DELETE CASCADE,
      universe_id int NOT NULL,
      name text NOT NULL,
      size int NOT NULL,
      content bytea NOT NULL
    );
`;
