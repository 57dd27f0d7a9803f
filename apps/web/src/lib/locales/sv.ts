import type { FirstTexts } from './en.ts';
import { analytics } from './sv/analytics.ts';
import { changes } from './sv/changes.ts';
import { charts } from './sv/charts.ts';
import { commentSummary } from './sv/comment-summary.ts';
import { core } from './sv/core.ts';
import { errors } from './sv/errors.ts';
import { insights } from './sv/insights.ts';
import { loop } from './sv/loop.ts';
import { plans } from './sv/plans.ts';
import { reportSubscriptions } from './sv/report-subscriptions.ts';
import { reports } from './sv/reports.ts';
import { topics } from './sv/topics.ts';

/** Swedish UI texts of the shell and the analytics and closed-loop screens (as en.ts). */
export const sv: FirstTexts = {
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
