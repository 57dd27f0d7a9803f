import type { FirstTexts } from './en.ts';
import { analytics } from './fi/analytics.ts';
import { changes } from './fi/changes.ts';
import { charts } from './fi/charts.ts';
import { commentSummary } from './fi/comment-summary.ts';
import { core } from './fi/core.ts';
import { errors } from './fi/errors.ts';
import { insights } from './fi/insights.ts';
import { loop } from './fi/loop.ts';
import { plans } from './fi/plans.ts';
import { reportSubscriptions } from './fi/report-subscriptions.ts';
import { reports } from './fi/reports.ts';
import { topics } from './fi/topics.ts';

/** Finnish UI texts of the shell and the analytics and closed-loop screens (as en.ts). */
export const fi: FirstTexts = {
  ...core,
  ...errors,
  ...analytics,
  ...charts,
  ...loop,
  ...reports,
  ...reportSubscriptions,
  ...insights,
  ...topics,
  ...changes,
  ...plans,
  ...commentSummary,
};
