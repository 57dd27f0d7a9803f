import type { RestTexts } from './en.ts';
import { admin } from './sv/admin.ts';
import { campaigns } from './sv/campaigns.ts';
import { configuration } from './sv/configuration.ts';
import { setup } from './sv/setup.ts';
import { surveyTools } from './sv/survey-tools.ts';
import { users } from './sv/users.ts';

/** Swedish texts of the administration areas (as en-rest.ts). */
export const svRest: RestTexts = {
  ...admin,
  ...users,
  ...configuration,
  ...surveyTools,
  ...campaigns,
  ...setup,
};
