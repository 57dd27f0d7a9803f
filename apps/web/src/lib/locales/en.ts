import { admin } from './en/admin.ts';
import { analytics } from './en/analytics.ts';
import { campaigns } from './en/campaigns.ts';
import { charts } from './en/charts.ts';
import { configuration } from './en/configuration.ts';
import { core } from './en/core.ts';
import { insights } from './en/insights.ts';
import { loop } from './en/loop.ts';
import { reportSubscriptions } from './en/report-subscriptions.ts';
import { reports } from './en/reports.ts';
import { surveyTools } from './en/survey-tools.ts';
import { topics } from './en/topics.ts';
import { users } from './en/users.ts';

/** English UI texts, by area. fi.ts and sv.ts must have exactly these keys (the types check it, area by area). */
export const en = {
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

export type UiTexts = { [K in keyof typeof en]: string };
