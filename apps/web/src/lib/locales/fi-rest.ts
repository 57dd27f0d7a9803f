import type { RestTexts } from './en.ts';
import { admin } from './fi/admin.ts';
import { campaigns } from './fi/campaigns.ts';
import { configuration } from './fi/configuration.ts';
import { setup } from './fi/setup.ts';
import { surveyTools } from './fi/survey-tools.ts';
import { users } from './fi/users.ts';

/** Finnish texts of the administration areas (as en-rest.ts). */
export const fiRest: RestTexts = {
  ...admin,
  ...users,
  ...configuration,
  ...surveyTools,
  ...campaigns,
  ...setup,
};
