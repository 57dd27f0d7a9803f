import { type Permission, visiblePageComponents } from '@opinio/domain/permissions';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { ZSystemMessage } from '@opinio/domain/schemas/survey';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { scopePath } from './drill-path-resolver.ts';
import { type MemberScope, resolveMemberScope } from './scope.ts';

/**
 * The survey as the web app sees it, with start paths cut to the user's scope (null: the scope
 * reaches nothing of it), and pages
 * cut to the components the user's permissions let them see (a page left empty is left out).
 */
export function surveyPayload(
  survey: SurveyModel,
  memberScope: MemberScope,
  loadCount: number,
  permissions: ReadonlySet<Permission>,
): TSurvey | null {
  const scope = resolveMemberScope(survey, memberScope);
  if (!scope) return null;
  const views = survey.views.map((view) => ({
    extName: view.extName,
    title: view.title,
    startPath: scopePath(view, survey, scope),
    levelNames: view.levelNames ?? [],
  }));
  const systemMessage = survey.systemMessage ? ZSystemMessage.safeParse(survey.systemMessage) : null;
  return {
    id: survey.id,
    extName: survey.extName,
    title: survey.title,
    defaultLocale: survey.defaultLocale,
    views,
    startFilter: survey.startFilter,
    alertFilter: survey.alertFilter,
    pages: survey.pages.flatMap((page) => {
      const components = visiblePageComponents(page, permissions);
      if (components === null) return [];
      return {
        extname: page.extName,
        title: page.title,
        icon: page.icon,
        selectionInterval: page.selectionInterval,
        components: components.map((c) => ({
          id: c.id,
          type: c.type as TSurvey['pages'][number]['components'][number]['type'],
          title: c.title,
          config: c.config,
        })),
      };
    }),
    campaigns: survey.campaigns.map((c) => ({ id: c.id, name: c.name })),
    loadCount,
    localeText: survey.localeText,
    systemMessage: systemMessage?.success ? systemMessage.data : null,
    startPath: views[0].startPath,
    indicators: survey.indicators.map((i) => ({
      extName: i.extName,
      title: i.title,
      kind: i.kind,
      questionExtName: i.question.extName,
      decimals: i.decimals,
      thresholds: i.thresholds,
    })),
    questions: survey.questions.map((q) => ({
      extName: q.extName,
      title: q.title,
      type: q.type,
      min: q.min,
      max: q.max,
      options: q.options,
    })),
    reportFlags: survey.reportFlags as TSurvey['reportFlags'],
  };
}
