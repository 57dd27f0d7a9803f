import type { TLocalizedText } from '@opinio/domain/schemas/localized-text';
import type { TTopicTaxonomy } from '@opinio/domain/schemas/topic-taxonomy';
import type { ColumnType, Generated } from 'kysely';
import type { FilterGroupDefinition } from './filter-definition.ts';

/** Kysely's view of the tables created by the migrations (see docs/data-model.md). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | undefined, string>;
/** A jsonb column that may be SQL NULL. */

export interface UniversesTable {
  id: Generated<number>;
  name: string;
  title: string;
  settings: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface ClientConfigsTable {
  domain: string;
  universe_id: number | null;
  idp_url: string;
  realm: string;
  client_id: string;
  /** Password sign-in refused on this host, except a root user's (migration 034). */
  sso_only: Generated<boolean>;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  password_hash: string | null;
  is_root: Generated<boolean>;
  /** When set, single sign-on admits the user only with tokens from this issuer. */
  sso_issuer: Generated<string | null>;
  locale: Generated<string>;
  created_at: Timestamp;
  last_sign_in_at: Generated<Date | null>;
}

export interface SurveysTable {
  id: Generated<number>;
  universe_id: number;
  ext_name: string;
  title: Json<TLocalizedText>;
  position: Generated<number>;
  load_count: Generated<number>;
  /** Moves with every change to interviews already written (migration 026). */
  rewrite_count: Generated<number>;
  /** Moves with every saved configuration block (migration 017). */
  config_version: Generated<number>;
  start_filter: Generated<string>;
  min_answers: Generated<number>;
  alert_filter: Generated<string>;
  default_locale: Generated<'en' | 'fi' | 'sv'>;
  locale_text: Json<Record<string, Record<string, string>>>;
  system_message: Json<Record<string, unknown> | null>;
  /** The `topics` configuration block (migration 020); null: no topics. */
  topics: Json<TTopicTaxonomy | null>;
  enable_excel_benchmark_report: Generated<boolean>;
  enable_interviews_report: Generated<boolean>;
  enable_alerts_report: Generated<boolean>;
  enable_actions_report: Generated<boolean>;
  enable_samples_report: Generated<boolean>;
  enable_indicators_report: Generated<boolean>;
  enable_pdf_benchmark_report: Generated<boolean>;
  enable_single_interview_report: Generated<boolean>;
  created_at: Timestamp;
}

export interface ViewsTable {
  id: Generated<number>;
  universe_id: number;
  survey_id: number;
  ext_name: string;
  title: Json<TLocalizedText>;
  position: Generated<number>;
  kind: 'units' | 'question';
  question_id: number | null;
  /** The levels' names, level 1 (the root) first; empty: unnamed. */
  level_names: Json<TLocalizedText[]>;
}

export interface UnitsTable {
  id: Generated<number>;
  universe_id: number;
  view_id: number;
  parent_id: number | null;
  ext_name: string;
  title: Json<TLocalizedText>;
  level: number;
  option_value: number | null;
}

export interface MembershipsTable {
  universe_id: number;
  user_id: number;
  role_id: number;
  /** extName of the highest unit the member sees; null: the whole organisation or no unit yet. */
  scope_unit: string | null;
  /** The member sees the whole organisation (scope_unit is then null); neither: no unit yet, nothing seen. */
  whole_organisation: Generated<boolean>;
  disabled_at: Generated<Date | null>;
  created_at: Timestamp;
}

export interface RolesTable {
  id: Generated<number>;
  universe_id: number;
  name: string;
  /** A built-in role's key; its permissions are the product's (packages/domain/src/permissions.ts). */
  built_in: string | null;
  permissions: ColumnType<string[], string[] | undefined, string[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SsoRoleMappingsTable {
  id: Generated<number>;
  universe_id: number;
  role_id: number;
  source: 'realm' | 'client';
  client_id: Generated<string>;
  sso_role: string;
}

export interface SessionsTable {
  id: string;
  universe_id: number;
  user_id: number;
  persistent: boolean;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  /** Impersonation: the user a root user (user_id) acts as. */
  act_as_user_id: Generated<number | null>;
  user_agent: Generated<string | null>;
  /** A single sign-on session: the token's roles at sign-in, for the role mappings. */
  sso_roles: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  purpose: Generated<'reset' | 'invitation'>;
}

export interface AuditLogTable {
  id: Generated<number>;
  universe_id: number | null;
  user_id: number | null;
  acting_as_user_id: number | null;
  action: string;
  details: Json<Record<string, unknown>>;
  created_at: Timestamp;
  entity: Generated<string | null>;
  entity_id: Generated<string | null>;
}

export interface EventsTable {
  id: Generated<number>;
  universe_id: number | null;
  name: string;
  properties: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface QuestionsTable {
  id: Generated<number>;
  universe_id: number;
  survey_id: number;
  ext_name: string;
  title: Json<TLocalizedText>;
  type: 'number' | 'choice' | 'text';
  min_value: number | null;
  max_value: number | null;
  options: Json<Array<{ value: number; extName: string; title: TLocalizedText }>>;
  position: Generated<number>;
  /** Where its values come from (migration 017): the questionnaire, background data, a script. */
  source: Generated<'answer' | 'background' | 'computed'>;
  role: 'nps' | 'csat' | null;
  hidden: Generated<boolean>;
  /** How the questionnaire asks it (migration 022); null: the title, the defaults, a page of its own. */
  wording: ColumnType<TLocalizedText | null, string | null | undefined, string | null>;
  low_label: ColumnType<TLocalizedText | null, string | null | undefined, string | null>;
  high_label: ColumnType<TLocalizedText | null, string | null | undefined, string | null>;
  page: number | null;
}

export interface IndicatorsTable {
  id: Generated<number>;
  universe_id: number;
  survey_id: number;
  ext_name: string;
  title: Json<TLocalizedText>;
  kind: 'nps' | 'mean' | 'topbox';
  question_id: number;
  decimals: Generated<number>;
  thresholds: Json<{ low: number; high: number } | null>;
  position: Generated<number>;
}

export interface PagesTable {
  id: Generated<number>;
  universe_id: number;
  survey_id: number;
  ext_name: string;
  title: Json<TLocalizedText>;
  icon: Generated<string>;
  selection_interval: string | null;
  position: Generated<number>;
}

export interface PageComponentsTable {
  id: Generated<number>;
  universe_id: number;
  page_id: number;
  type: string;
  title: Json<TLocalizedText | null>;
  config: Json<Record<string, unknown>>;
  position: Generated<number>;
}

export interface InterviewsTable {
  id: Generated<number>;
  universe_id: number;
  survey_id: number;
  unit_id: number;
  external_id: string | null;
  interview_date: Timestamp;
  created_at: Timestamp;
}

export interface AnswersTable {
  universe_id: number;
  interview_id: number;
  question_id: number;
  value: number | null;
  text_value: string | null;
}

/** A comment's stored tags (migration 024, docs/text-analytics.md). */
export interface CommentTagsTable {
  interview_id: number;
  universe_id: number;
  survey_id: number;
  /** A 53-bit hash: exact as a number (int8 is read as a number, see database.ts). */
  text_hash: number;
  stamp: string;
  model: number;
  lang: string | null;
  topics: string[] | null;
  sentiment: number | null;
  /** Per text question: [topics JSON or null, score or null], or null when not answered. */
  answers: Json<AnswerTags>;
}

/** A comment's tags per text question (`comment_tags.answers`). */
type AnswerTags = Array<[string | null, number | null] | null>;

/** A survey's current sentiment model (migration 024). */
export interface SentimentModelsTable {
  survey_id: number;
  universe_id: number;
  fingerprint: string;
  size: number;
  model: Json<unknown>;
  summary: Json<unknown>;
  updated_at: Generated<Date>;
}

export interface InterviewCommentsTable {
  id: Generated<number>;
  universe_id: number;
  interview_id: number;
  user_id: number | null;
  message: string;
  created_at: Timestamp;
}

export interface FilterSetsTable {
  id: Generated<number>;
  universe_id: number;
  survey_id: number;
  type: 'standard' | 'time';
  groups: Json<FilterGroupDefinition<TLocalizedText>[]>;
}

export interface ApiKeysTable {
  id: Generated<number>;
  universe_id: number;
  survey_id: number;
  name: string;
  token_hash: string;
  scope_unit: string | null;
  /** 'ingest' (public API writes) or 'bigscreen' (big screen reads); migration 011. */
  purpose: Generated<'ingest' | 'bigscreen'>;
  created_by: number | null;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

export interface AlertRulesTable {
  id: Generated<number>;
  universe_id: number;
  survey_id: number;
  name: Json<TLocalizedText>;
  condition: Json<Record<string, unknown>>;
  due_hours: Generated<number>;
  notify: Generated<boolean>;
  enabled: Generated<boolean>;
  created_at: Timestamp;
}

export interface AlertsTable {
  id: Generated<number>;
  universe_id: number;
  survey_id: number;
  interview_id: number;
  unit_id: number;
  rule_id: number | null;
  title: Json<TLocalizedText>;
  description: Json<TLocalizedText>;
  state: Generated<'new' | 'in_progress' | 'solved' | 'closed'>;
  assignee_user_id: number | null;
  due_at: Timestamp | null;
  resolution: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AlertEventsTable {
  id: Generated<number>;
  universe_id: number;
  alert_id: number;
  user_id: number | null;
  change: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface BugsTable {
  id: Generated<number>;
  universe_id: number;
  survey_id: number | null;
  message: string;
  stack: Generated<string>;
  user_id: number | null;
  count: Generated<number>;
  last_at: Timestamp;
}

export interface SamplesTable {
  id: Generated<number>;
  universe_id: number;
  survey_id: number;
  name: string;
  created_at: Timestamp;
}

export type ContactState =
  | 'pending'
  | 'sent'
  | 'started'
  | 'partial'
  | 'completed'
  | 'bounced'
  | 'unsubscribed';

export interface ContactsTable {
  id: Generated<number>;
  universe_id: number;
  sample_id: number;
  unit_id: number;
  email: string | null;
  phone: string | null;
  name: Generated<string>;
  address: Json<Record<string, string>> | null;
  state: Generated<ContactState>;
  interview_id: number | null;
  completed_at: Timestamp | null;
  created_at: Timestamp;
  locale: 'en' | 'fi' | 'sv' | null;
  unsubscribed_at: Timestamp | null;
}

export interface CampaignsTable {
  id: Generated<number>;
  universe_id: number;
  survey_id: number;
  name: string;
  type: 'email' | 'sms' | 'letter';
  status: Generated<'draft' | 'active' | 'paused' | 'completed'>;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  action: 'mail' | 'sms' | 'letter' | 'reminder' | null;
  template_id: number | null;
  template_name: string | null;
  drill_path_filtered: string | null;
  selection: Json<Record<string, unknown>> | null;
  quarantine_days: number | null;
  scheduled_at: Timestamp | null;
  throttle_per_minute: number | null;
  reminder_after_days: number | null;
  reminder_template_id: number | null;
  reminder_of: number | null;
  reminded_at: Timestamp | null;
  created_by: number | null;
}

export interface CampaignMessagesTable {
  id: Generated<number>;
  universe_id: number;
  campaign_id: number;
  contact_id: number;
  state: Generated<'pending' | 'delivered' | 'failed' | 'unsub'>;
  sent_at: Timestamp | null;
  opened_at: Timestamp | null;
  clicked_at: Timestamp | null;
  token: string | null;
  locale: 'en' | 'fi' | 'sv' | null;
  address: string | null;
  claimed_at: Timestamp | null;
  error: string | null;
  created_at: Timestamp;
}

export interface DB {
  universes: UniversesTable;
  client_configs: ClientConfigsTable;
  users: UsersTable;
  surveys: SurveysTable;
  views: ViewsTable;
  units: UnitsTable;
  memberships: MembershipsTable;
  roles: RolesTable;
  sso_role_mappings: SsoRoleMappingsTable;
  sessions: SessionsTable;
  questions: QuestionsTable;
  indicators: IndicatorsTable;
  pages: PagesTable;
  page_components: PageComponentsTable;
  interviews: InterviewsTable;
  answers: AnswersTable;
  interview_comments: InterviewCommentsTable;
  comment_tags: CommentTagsTable;
  sentiment_models: SentimentModelsTable;
  filter_sets: FilterSetsTable;
  password_resets: PasswordResetsTable;
  audit_log: AuditLogTable;
  events: EventsTable;
  api_keys: ApiKeysTable;
  server_secrets: ServerSecretsTable;
  alert_rules: AlertRulesTable;
  alerts: AlertsTable;
  alert_events: AlertEventsTable;
  bugs: BugsTable;
  samples: SamplesTable;
  contacts: ContactsTable;
  campaigns: CampaignsTable;
  campaign_messages: CampaignMessagesTable;
}
