import { analytics } from './en/analytics.ts';
import { changes } from './en/changes.ts';
import { charts } from './en/charts.ts';
import { commentSummary } from './en/comment-summary.ts';
import { core } from './en/core.ts';
import { errors } from './en/errors.ts';
import { insights } from './en/insights.ts';
import { loop } from './en/loop.ts';
import { plans } from './en/plans.ts';
import { reportSubscriptions } from './en/report-subscriptions.ts';
import { reports } from './en/reports.ts';
import { topics } from './en/topics.ts';
import type { enRest } from './en-rest.ts';

/**
 * English UI texts of the shell, the sign-in and every analytics and closed-loop screen: in
 * the app's first file. The administration areas' texts (en-rest.ts) load with their screens
 * (i18n.ts: loadRestTexts). fi and sv have exactly these keys, area by area (the types check it).
 */
export const en = {
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

/** Every UI text key, of both parts. */
export type UiTexts = { [K in keyof typeof en | keyof typeof enRest]: string };
/** The keys of the first part, which every language loads before anything is drawn. */
export type FirstTexts = { [K in keyof typeof en]: string };
/** The keys of the administration areas, loaded with their screens. */
export type RestTexts = { [K in keyof typeof enRest]: string };
