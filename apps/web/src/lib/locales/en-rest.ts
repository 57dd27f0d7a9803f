import { admin } from './en/admin.ts';
import { campaigns } from './en/campaigns.ts';
import { configuration } from './en/configuration.ts';
import { setup } from './en/setup.ts';
import { surveyTools } from './en/survey-tools.ts';
import { users } from './en/users.ts';

/** English texts of the administration areas: surveys, scripts, users and roles, campaigns, the first setup. */
export const enRest = {
  ...admin,
  ...users,
  ...configuration,
  ...surveyTools,
  ...campaigns,
  ...setup,
};
