import * as core from './migrations/001-core.ts';
import * as auth from './migrations/002-auth.ts';
import * as filterSets from './migrations/003-filter-sets.ts';
import * as events from './migrations/004-events.ts';
import * as apiKeys from './migrations/005-api-keys.ts';
import * as serverSecrets from './migrations/006-server-secrets.ts';
import * as alerts from './migrations/007-alerts.ts';
import * as bugs from './migrations/008-bugs.ts';
import * as samplesCampaigns from './migrations/009-samples-campaigns.ts';
import * as tasks from './migrations/010-tasks.ts';
import * as apiKeyPurpose from './migrations/011-api-key-purpose.ts';
import * as answersSetBasedFk from './migrations/012-answers-set-based-fk.ts';
import * as rowLevelSecurity from './migrations/013-row-level-security.ts';
import * as usersRoles from './migrations/014-users-roles.ts';
import * as localizedTexts from './migrations/015-localized-texts.ts';
import * as reports from './migrations/016-reports.ts';
import * as surveyAdmin from './migrations/017-survey-admin.ts';
import * as campaignSending from './migrations/018-campaign-sending.ts';
import * as minimumAnswers from './migrations/019-minimum-answers.ts';
import * as commentTopics from './migrations/020-comment-topics.ts';
import * as mailOutbox from './migrations/021-mail-outbox.ts';
import * as questionnaireWording from './migrations/022-questionnaire-wording.ts';
import * as viewLevelNames from './migrations/023-view-level-names.ts';
import * as commentTags from './migrations/024-comment-tags.ts';
import * as tenantPolicyOnce from './migrations/025-tenant-policy-once.ts';
import * as rewriteCount from './migrations/026-rewrite-count.ts';
import * as interviewsBySurvey from './migrations/027-interviews-by-survey.ts';
import * as webhooks from './migrations/028-webhooks.ts';
import * as detectedChanges from './migrations/029-detected-changes.ts';
import * as actionPlans from './migrations/030-action-plans.ts';
import * as analyticsOutbox from './migrations/031-analytics-outbox.ts';
import * as analyticsRollupDays from './migrations/032-analytics-rollup-days.ts';
import * as alertsByUnit from './migrations/033-alerts-by-unit.ts';
import * as ssoOnly from './migrations/034-sso-only.ts';
import * as membershipWholeOrganisation from './migrations/035-membership-whole-organisation.ts';
import * as alertsNewest from './migrations/036-alerts-newest.ts';

/** Numbered migrations, applied in order at start-up, each in one transaction. */
export const MIGRATIONS: ReadonlyArray<{ version: number; name: string; statements: string }> = [
  { version: 1, ...core },
  { version: 2, ...auth },
  { version: 3, ...filterSets },
  { version: 4, ...events },
  { version: 5, ...apiKeys },
  { version: 6, ...serverSecrets },
  { version: 7, ...alerts },
  { version: 8, ...bugs },
  { version: 9, ...samplesCampaigns },
  { version: 10, ...tasks },
  { version: 11, ...apiKeyPurpose },
  { version: 12, ...answersSetBasedFk },
  { version: 13, ...rowLevelSecurity },
  { version: 14, ...usersRoles },
  { version: 15, ...localizedTexts },
  { version: 16, ...reports },
  { version: 17, ...surveyAdmin },
  { version: 18, ...campaignSending },
  { version: 19, ...minimumAnswers },
  { version: 20, ...commentTopics },
  { version: 21, ...mailOutbox },
  { version: 22, ...questionnaireWording },
  { version: 23, ...viewLevelNames },
  { version: 24, ...commentTags },
  { version: 25, ...tenantPolicyOnce },
  { version: 26, ...rewriteCount },
  { version: 27, ...interviewsBySurvey },
  { version: 28, ...webhooks },
  { version: 29, ...detectedChanges },
  { version: 30, ...actionPlans },
  { version: 31, ...analyticsOutbox },
  { version: 32, ...analyticsRollupDays },
  { version: 33, ...alertsByUnit },
  { version: 34, ...ssoOnly },
  { version: 35, ...membershipWholeOrganisation },
  { version: 36, ...alertsNewest },
];
