/**
 * Samples (lists of people to invite), their contacts and the mail, SMS and letter
 * campaigns sent to them. A contact who answered points at the interview
 * (contacts.interview_id): the campaign filter and the sample pages follow that link.
 */
export const name = 'samples-campaigns';
export const statements = `
    CREATE TABLE samples (
      id serial PRIMARY KEY,
      universe_id int NOT NULL,
      survey_id int NOT NULL,
      name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (universe_id, id),
      FOREIGN KEY (universe_id, survey_id) REFERENCES surveys(universe_id, id) ON DELETE CASCADE
    );
    CREATE INDEX samples_survey ON samples (survey_id);

    CREATE TABLE contacts (
      id bigserial PRIMARY KEY,
      universe_id int NOT NULL,
      sample_id int NOT NULL,
      -- the organisation unit the contact belongs to (scope and drill node)
      unit_id int NOT NULL,
      email text,
      phone text,
      name text NOT NULL DEFAULT '',
      address jsonb,
      state text NOT NULL DEFAULT 'pending'
        CHECK (state IN ('pending', 'sent', 'started', 'partial', 'completed', 'bounced', 'unsubscribed')),
      interview_id bigint REFERENCES interviews(id) ON DELETE SET NULL,
      completed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (universe_id, id),
      FOREIGN KEY (universe_id, sample_id) REFERENCES samples(universe_id, id) ON DELETE CASCADE,
      FOREIGN KEY (universe_id, unit_id) REFERENCES units(universe_id, id)
    );
    -- the sample list: newest first within a sample, or within units (drill node, scope)
    CREATE INDEX contacts_sample ON contacts (sample_id, id);
    CREATE INDEX contacts_unit ON contacts (unit_id, id);
    -- the campaign filter and the interview page go from an interview to its contact
    CREATE INDEX contacts_interview ON contacts (interview_id) WHERE interview_id IS NOT NULL;

    CREATE TABLE campaigns (
      id serial PRIMARY KEY,
      universe_id int NOT NULL,
      survey_id int NOT NULL,
      name text NOT NULL,
      type text NOT NULL CHECK (type IN ('email', 'sms', 'letter')),
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'active', 'paused', 'completed')),
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      UNIQUE (universe_id, id),
      FOREIGN KEY (universe_id, survey_id) REFERENCES surveys(universe_id, id) ON DELETE CASCADE
    );
    CREATE INDEX campaigns_survey ON campaigns (survey_id, id);

    -- One message of a campaign to a contact and what became of it.
    CREATE TABLE campaign_messages (
      id bigserial PRIMARY KEY,
      universe_id int NOT NULL,
      campaign_id int NOT NULL,
      contact_id bigint NOT NULL,
      state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed', 'unsub')),
      sent_at timestamptz,
      opened_at timestamptz,
      clicked_at timestamptz,
      UNIQUE (campaign_id, contact_id),
      FOREIGN KEY (universe_id, campaign_id) REFERENCES campaigns(universe_id, id) ON DELETE CASCADE,
      FOREIGN KEY (universe_id, contact_id) REFERENCES contacts(universe_id, id) ON DELETE CASCADE
    );
    -- the sample page lists a contact's messages
    CREATE INDEX campaign_messages_contact ON campaign_messages (contact_id);
`;
