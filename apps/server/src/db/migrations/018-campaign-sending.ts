/**
 * Sending campaigns: templates per channel with a variant per language; what a campaign
 * was created with (action, template, selection, schedule, throttle, reminders); each
 * message's random token (survey link, tracking, unsubscribe), the address it went to,
 * its claim before sending and the reason of a failure; the respondent's saved answers;
 * letters rendered to PDF for the letters archive.
 */
export const name = 'campaign-sending';

export const CAMPAIGN_TENANT_TABLES = ['templates', 'questionnaire_drafts', 'letters'] as const;

const TENANT = "coalesce(nullif(current_setting('opinio.universe', true), '')::int, 0)";

export const statements = `
    CREATE TABLE templates (
      id serial PRIMARY KEY,
      universe_id int NOT NULL,
      survey_id int NOT NULL,
      channel text NOT NULL CHECK (channel IN ('mail', 'sms', 'letter')),
      name text NOT NULL,
      -- { "en": { "subject": "...", "body": "..." }, "fi": ... }
      variants jsonb NOT NULL,
      created_by int REFERENCES users(id) ON DELETE SET NULL,
      updated_by int REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (universe_id, id),
      FOREIGN KEY (universe_id, survey_id) REFERENCES surveys(universe_id, id) ON DELETE CASCADE
    );
    CREATE INDEX templates_survey ON templates (survey_id, channel, id);

    -- The contact's language (invitations and the questionnaire); unsubscribed from every campaign.
    ALTER TABLE contacts ADD COLUMN locale text CHECK (locale IN ('en', 'fi', 'sv'));
    ALTER TABLE contacts ADD COLUMN unsubscribed_at timestamptz;

    ALTER TABLE campaigns ADD COLUMN action text CHECK (action IN ('mail', 'sms', 'letter', 'reminder'));
    ALTER TABLE campaigns ADD COLUMN template_id int REFERENCES templates(id) ON DELETE SET NULL;
    -- kept when the template is deleted
    ALTER TABLE campaigns ADD COLUMN template_name text;
    ALTER TABLE campaigns ADD COLUMN drill_path_filtered text;
    ALTER TABLE campaigns ADD COLUMN selection jsonb;
    ALTER TABLE campaigns ADD COLUMN quarantine_days int;
    ALTER TABLE campaigns ADD COLUMN scheduled_at timestamptz;
    ALTER TABLE campaigns ADD COLUMN throttle_per_minute int;
    ALTER TABLE campaigns ADD COLUMN reminder_after_days int;
    ALTER TABLE campaigns ADD COLUMN reminder_template_id int REFERENCES templates(id) ON DELETE SET NULL;
    -- a reminder: the campaign it reminds of
    ALTER TABLE campaigns ADD COLUMN reminder_of int REFERENCES campaigns(id) ON DELETE SET NULL;
    -- the automatic reminder was created (once)
    ALTER TABLE campaigns ADD COLUMN reminded_at timestamptz;
    ALTER TABLE campaigns ADD COLUMN created_by int REFERENCES users(id) ON DELETE SET NULL;
    CREATE INDEX campaigns_reminder_due ON campaigns (sent_at)
      WHERE reminder_after_days IS NOT NULL AND reminded_at IS NULL;

    ALTER TABLE campaign_messages ADD COLUMN token text UNIQUE;
    ALTER TABLE campaign_messages ADD COLUMN locale text CHECK (locale IN ('en', 'fi', 'sv'));
    -- the e-mail address or phone number it was sent to
    ALTER TABLE campaign_messages ADD COLUMN address text;
    -- set (once) just before the message is handed to SMTP, the gateway or the letter renderer
    ALTER TABLE campaign_messages ADD COLUMN claimed_at timestamptz;
    -- why it failed (the SMTP or gateway answer)
    ALTER TABLE campaign_messages ADD COLUMN error text;
    ALTER TABLE campaign_messages ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
    CREATE INDEX campaign_messages_campaign ON campaign_messages (campaign_id, id);

    -- The answers an invited contact has given so far.
    CREATE TABLE questionnaire_drafts (
      message_id bigint PRIMARY KEY REFERENCES campaign_messages(id) ON DELETE CASCADE,
      universe_id int NOT NULL,
      answers jsonb NOT NULL DEFAULT '{}',
      position int NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    -- A letter as rendered when its campaign was sent; archived_at: first downloaded in an archive.
    CREATE TABLE letters (
      message_id bigint PRIMARY KEY REFERENCES campaign_messages(id) ON DELETE CASCADE,
      universe_id int NOT NULL,
      content bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      archived_at timestamptz
    );
${CAMPAIGN_TENANT_TABLES.map(
  (table) => `
    ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
    ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant ON ${table}
      USING (${TENANT} IN (universe_id, -1))
      WITH CHECK (${TENANT} IN (universe_id, -1));`,
).join('\n')}
`;
