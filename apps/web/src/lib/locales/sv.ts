import type { UiTexts } from './en.ts';
import { admin } from './sv/admin.ts';
import { analytics } from './sv/analytics.ts';
import { campaigns } from './sv/campaigns.ts';
import { charts } from './sv/charts.ts';
import { configuration } from './sv/configuration.ts';
import { core } from './sv/core.ts';
import { insights } from './sv/insights.ts';
import { loop } from './sv/loop.ts';
import { reportSubscriptions } from './sv/report-subscriptions.ts';
import { reports } from './sv/reports.ts';
import { surveyTools } from './sv/survey-tools.ts';
import { topics } from './sv/topics.ts';
import { users } from './sv/users.ts';

/** Swedish UI texts, by area. */
export const sv: UiTexts = {
  ...core,
  ...analytics,
  ...charts,
  ...loop,
  ...reports,
  ...reportSubscriptions,
  ...admin,
  ...users,
  ...configuration,
  ...surveyTools,
  ...campaigns,
  ...insights,
  ...topics,
};
