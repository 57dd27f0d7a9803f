import { alertsApi } from './alerts.ts';
import { apiKeysApi } from './api-keys.ts';
import type { ApiRoute } from './api-route.ts';
import { authApi } from './auth.ts';
import { bigScreenApi } from './bigscreen.ts';
import { campaignsApi, respondentApi, templatesApi } from './campaigns.ts';
import { changesApi } from './changes.ts';
import { configApi } from './config.ts';
import { dashboardApi } from './dashboard.ts';
import { docsApi } from './docs.ts';
import { eventsApi } from './events.ts';
import { filtersApi } from './filters.ts';
import { gamificationApi } from './gamification.ts';
import { healthApi } from './health.ts';
import { ingestionApi } from './ingestion.ts';
import { insightsApi } from './insights.ts';
import { interviewsApi } from './interviews.ts';
import { liveApi } from './live.ts';
import { logsApi } from './logs.ts';
import { plansApi } from './plans.ts';
import { rankingsApi } from './rankings.ts';
import { reportsApi } from './reports.ts';
import { samplesApi } from './samples.ts';
import { setupApi } from './setup.ts';
import { surveyAdminApi } from './survey-admin.ts';
import { surveysApi } from './surveys.ts';
import { tasksApi } from './tasks.ts';
import { topicsApi } from './topics.ts';
import { rolesApi, usersApi } from './users.ts';
import { webhooksApi } from './webhooks.ts';

const AREAS: Record<string, Record<string, ApiRoute>> = {
  auth: authApi,
  config: configApi,
  surveys: surveysApi,
  surveyAdmin: surveyAdminApi,
  dashboard: dashboardApi,
  rankings: rankingsApi,
  insights: insightsApi,
  changes: changesApi,
  topics: topicsApi,
  gamification: gamificationApi,
  filters: filtersApi,
  interviews: interviewsApi,
  alerts: alertsApi,
  plans: plansApi,
  samples: samplesApi,
  templates: templatesApi,
  campaigns: campaignsApi,
  respondent: respondentApi,
  reports: reportsApi,
  tasks: tasksApi,
  users: usersApi,
  roles: rolesApi,
  apiKeys: apiKeysApi,
  webhooks: webhooksApi,
  ingestion: ingestionApi,
  bigScreen: bigScreenApi,
  events: eventsApi,
  live: liveApi,
  logs: logsApi,
  health: healthApi,
  setup: setupApi,
  docs: docsApi,
};

/** Every route of the table with a unique name, `area.key` (the OpenAPI operationId). */
export const API_ROUTES: ReadonlyArray<{ readonly name: string; readonly route: ApiRoute }> = Object.entries(
  AREAS,
).flatMap(([area, routes]) =>
  Object.entries(routes).map(([key, route]) => ({ name: `${area}.${key}`, route })),
);
