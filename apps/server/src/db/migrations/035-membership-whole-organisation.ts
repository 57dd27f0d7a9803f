/**
 * A membership grants the whole organisation only when it says so. Until now a membership
 * without a scope unit saw the whole organisation, so a user saved without a choice saw
 * every store. `whole_organisation` says it outright, and a membership with neither a unit
 * nor that flag has no unit yet: its user sees nothing until an administrator gives them one.
 * Every membership that saw the whole organisation keeps it; a new row gets the least
 * access unless it asks for more.
 */
export const name = 'membership-whole-organisation';

export const statements = `
    ALTER TABLE memberships ADD COLUMN whole_organisation boolean NOT NULL DEFAULT false;
    UPDATE memberships SET whole_organisation = true WHERE scope_unit IS NULL;
    ALTER TABLE memberships ADD CONSTRAINT memberships_one_scope
      CHECK (NOT (whole_organisation AND scope_unit IS NOT NULL));
`;
