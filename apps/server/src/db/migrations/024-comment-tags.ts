/**
 * Each comment's tags, stored with the interview (docs/text-analytics.md, decision 049):
 * its language, topics and sentiment, and each text answer's topics (with the words that
 * matched) and sentiment. The read model reads them with its pages instead of tagging every
 * comment on every build. A row records what it was made from and with: a hash of the
 * comment's texts and language, the fingerprint of the taxonomy and the text questions, and
 * the size of the sentiment model; a row that differs from the comment or the survey now is
 * stale, and the read model tags that comment again and stores the new row.
 *
 * A survey's current sentiment model is stored too (its counts, as trained), so that a
 * restarted process scores new comments without training again.
 */
export const name = 'comment-tags';

export const COMMENT_TAG_TENANT_TABLES = ['comment_tags', 'sentiment_models'] as const;

const TENANT = "coalesce(nullif(current_setting('opinio.universe', true), '')::int, 0)";

export const statements = `
    CREATE TABLE comment_tags (
      interview_id bigint PRIMARY KEY REFERENCES interviews(id) ON DELETE CASCADE,
      universe_id int NOT NULL,
      survey_id int NOT NULL,
      -- a hash of the comment's texts and language: another text (an edit) makes the row stale
      text_hash bigint NOT NULL,
      -- the taxonomy's and the text questions' fingerprint the topics were found with
      stamp text NOT NULL,
      -- the size of the sentiment model the scores come from (0: none)
      model int NOT NULL,
      lang text,
      topics text[],
      sentiment double precision,
      -- per text question of the survey, in order: [topics JSON or null, score or null], or null
      answers jsonb NOT NULL
    );

    CREATE TABLE sentiment_models (
      survey_id int PRIMARY KEY,
      universe_id int NOT NULL,
      -- the labelling question's and the text questions' fingerprint
      fingerprint text NOT NULL,
      -- the labelled comments it was trained on (the first ones by interview id)
      size int NOT NULL,
      model jsonb NOT NULL,
      -- its training and held-out accuracy, as the topics call reports it
      summary jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (universe_id, survey_id) REFERENCES surveys(universe_id, id) ON DELETE CASCADE
    );
${COMMENT_TAG_TENANT_TABLES.map(
  (table) => `
    ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
    ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant ON ${table}
      USING (${TENANT} IN (universe_id, -1))
      WITH CHECK (${TENANT} IN (universe_id, -1));`,
).join('\n')}
`;
