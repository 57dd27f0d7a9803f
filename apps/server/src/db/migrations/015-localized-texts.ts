/**
 * Texts of a survey's configuration that users read hold a variant per language: each is
 * jsonb, either a string (the same in every language: what every earlier row becomes) or
 * `{"en": ..., "fi": ..., "sv": ...}`. A survey's default language is the first fallback
 * of a text that lacks the reader's language (packages/domain/src/localized-text.ts).
 * Alerts keep their rule's name and the answer's description in every language.
 */
export const name = 'localized-texts';
export const statements = `
    ALTER TABLE surveys ALTER COLUMN title TYPE jsonb USING to_jsonb(title);
    ALTER TABLE surveys ADD COLUMN default_locale text NOT NULL DEFAULT 'en'
      CHECK (default_locale IN ('en', 'fi', 'sv'));
    ALTER TABLE views ALTER COLUMN title TYPE jsonb USING to_jsonb(title);
    ALTER TABLE units ALTER COLUMN title TYPE jsonb USING to_jsonb(title);
    ALTER TABLE questions ALTER COLUMN title TYPE jsonb USING to_jsonb(title);
    ALTER TABLE indicators ALTER COLUMN title TYPE jsonb USING to_jsonb(title);
    ALTER TABLE pages ALTER COLUMN title TYPE jsonb USING to_jsonb(title);
    ALTER TABLE page_components ALTER COLUMN title TYPE jsonb USING to_jsonb(title);
    ALTER TABLE alert_rules ALTER COLUMN name TYPE jsonb USING to_jsonb(name);
    ALTER TABLE alerts ALTER COLUMN title TYPE jsonb USING to_jsonb(title);
    ALTER TABLE alerts ALTER COLUMN description DROP DEFAULT;
    ALTER TABLE alerts ALTER COLUMN description TYPE jsonb USING to_jsonb(description);
    ALTER TABLE alerts ALTER COLUMN description SET DEFAULT '""'::jsonb;
`;
