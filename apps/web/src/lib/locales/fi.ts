import type { UiTexts } from './en.ts';
import { admin } from './fi/admin.ts';
import { analytics } from './fi/analytics.ts';
import { campaigns } from './fi/campaigns.ts';
import { charts } from './fi/charts.ts';
import { configuration } from './fi/configuration.ts';
import { core } from './fi/core.ts';
import { insights } from './fi/insights.ts';
import { loop } from './fi/loop.ts';
import { reportSubscriptions } from './fi/report-subscriptions.ts';
import { reports } from './fi/reports.ts';
import { surveyTools } from './fi/survey-tools.ts';
import { topics } from './fi/topics.ts';
import { users } from './fi/users.ts';

/** Finnish UI texts, by area. */
export const fi: UiTexts = {
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
