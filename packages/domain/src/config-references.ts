import type { ErrorCode } from './error-codes.ts';
import { decodeFilterToken, FilterTokenError } from './filter-token.ts';
import type { ConfigBlockName, TConfigBlockContents } from './schemas/config-blocks.ts';

/**
 * What the blocks of a survey's configuration name in each other and in its questions:
 * a configuration whose every block fits its schema can still point at an indicator,
 * question or filter that is not there. Checked on every save of a block, with the new
 * block in place of the old.
 */
export interface ConfigReferenceIssue {
  block: ConfigBlockName;
  /** Where in the configuration: the block's name, then the JSON path in it (`pages[1].components[0].config.indicator`). */
  path: string;
  message: string;
  /** What is wrong as an API error code (decision 037): `unknown_value` for a name that is not there. */
  code: ErrorCode;
  params: Record<string, string | number>;
}

/** What the configuration refers to outside of its blocks. */
export interface ConfigReferenceContext {
  questions: ReadonlyArray<{ extName: string; type: 'number' | 'choice' | 'text' }>;
  /** The organisation view's extName as stored: its units (and the interviews on them) hang on it. */
  organisationView: string;
}

/** The time filter every survey has, whether or not its filter sets list it. */
const BUILT_IN_TIME_FILTER = 'ftime';

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A path as JavaScript would write it: `[0].components[1].type`, `.startFilter`, `.fi["nav.x"]`. */
export function jsonPath(segments: ReadonlyArray<PropertyKey>): string {
  return segments
    .map((s) => {
      if (typeof s === 'number') return `[${s}]`;
      const key = String(s);
      return IDENTIFIER.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
    })
    .join('');
}

type Report = (
  block: ConfigBlockName,
  path: ReadonlyArray<PropertyKey>,
  message: string,
  problem?: { code: ErrorCode; params?: Record<string, string | number> },
) => void;

/** Every broken reference of the configuration, in the order of the blocks. */
export function configReferenceIssues(
  blocks: TConfigBlockContents,
  context: ConfigReferenceContext,
): ConfigReferenceIssue[] {
  const issues: ConfigReferenceIssue[] = [];
  const report: Report = (block, path, message, problem = { code: 'unknown_value' }) =>
    issues.push({
      block,
      path: `${block}${jsonPath(path)}`,
      message,
      code: problem.code,
      params: problem.params ?? {},
    });
  const questions = new Map(context.questions.map((q) => [q.extName, q.type]));
  checkGeneral(blocks, report);
  checkPages(blocks, questions, report);
  checkViews(blocks, questions, context.organisationView, report);
  checkIndicators(blocks, questions, report);
  checkFilterSets(blocks, questions, report);
  return issues;
}

/** The filters a filter token may name: both sets' and the built-in time filter. */
function filterNames(blocks: TConfigBlockContents): Set<string> {
  const names = new Set([BUILT_IN_TIME_FILTER]);
  for (const group of [...blocks.standardFilterSet, ...blocks.timeFilterSet])
    for (const filter of group.filters) names.add(filter.extName);
  return names;
}

function checkGeneral(blocks: TConfigBlockContents, report: Report): void {
  const names = filterNames(blocks);
  for (const field of ['startFilter', 'alertFilter'] as const) {
    let filters: Map<string, string[]>;
    try {
      filters = decodeFilterToken(blocks.general[field]);
    } catch (error) {
      if (!(error instanceof FilterTokenError)) throw error;
      report('general', [field], `Not a filter token (name=value1*value2;...): ${error.message}`, {
        code: 'invalid_format',
      });
      continue;
    }
    for (const name of filters.keys()) {
      if (!names.has(name)) report('general', [field], `No filter set has a filter ${name}`);
    }
  }
}

function checkPages(blocks: TConfigBlockContents, questions: Map<string, string>, report: Report): void {
  const indicators = new Set(blocks.indicators.map((i) => i.extName));
  const indicator = (path: PropertyKey[], extName: unknown) => {
    if (typeof extName === 'string' && !indicators.has(extName))
      report('pages', path, `The survey has no indicator ${extName}`);
  };
  for (const [p, page] of blocks.pages.entries()) {
    for (const [c, component] of page.components.entries()) {
      const at = (...rest: PropertyKey[]) => [p, 'components', c, 'config', ...rest];
      const config = component.config as Record<string, unknown>;
      if (component.type === 'KpiTiles') {
        for (const [k, extName] of ((config.indicators as unknown[] | undefined) ?? []).entries())
          indicator(at('indicators', k), extName);
      } else if (component.type === 'TrendChart') {
        indicator(at('indicator'), config.indicator);
      } else if (component.type === 'KeyDriversComponent') {
        indicator(at('target'), config.target);
      } else if (component.type === 'CommentSummaryComponent') {
        indicator(at('indicator'), config.indicator);
      } else if (component.type === 'GamificationOverviewConfig') {
        for (const [r, rule] of (
          (config.rules as Array<Record<string, unknown>> | undefined) ?? []
        ).entries())
          if (rule.kind === 'indicator') indicator(at('rules', r, 'indicator'), rule.indicator);
      } else if (component.type === 'DistributionChart') {
        const extName = String(config.question);
        const type = questions.get(extName);
        if (type === undefined) report('pages', at('question'), `The survey has no question ${extName}`);
        else if (type === 'text')
          report(
            'pages',
            at('question'),
            `${extName} is a text question: a distribution needs numbers or choices`,
            { code: 'not_applicable' },
          );
      }
    }
  }
}

function checkViews(
  blocks: TConfigBlockContents,
  questions: Map<string, string>,
  organisationView: string,
  report: Report,
): void {
  const seen = new Set<string>();
  for (const [i, view] of blocks.views.entries()) {
    if (seen.has(view.extName))
      report('views', [i, 'extName'], `View ${view.extName} is there twice`, {
        code: 'duplicate',
        params: { value: view.extName },
      });
    seen.add(view.extName);
    if (i === 0 && view.extName !== organisationView) {
      report(
        'views',
        [i, 'extName'],
        `The organisation view keeps its name ${organisationView}: its units and their interviews hang on it`,
        { code: 'invalid_value' },
      );
    }
    if (view.kind !== 'question') continue;
    const type = questions.get(view.question);
    if (type === undefined) report('views', [i, 'question'], `The survey has no question ${view.question}`);
    else if (type !== 'choice')
      report(
        'views',
        [i, 'question'],
        `${view.question} is not a choice question: a view needs its options`,
        {
          code: 'not_applicable',
        },
      );
  }
}

function checkIndicators(blocks: TConfigBlockContents, questions: Map<string, string>, report: Report): void {
  for (const [i, indicator] of blocks.indicators.entries()) {
    const type = questions.get(indicator.question);
    if (type === undefined)
      report('indicators', [i, 'question'], `The survey has no question ${indicator.question}`);
    else if (type !== 'number')
      report('indicators', [i, 'question'], `${indicator.question} is not a number question`, {
        code: 'not_applicable',
      });
  }
}

function checkFilterSets(blocks: TConfigBlockContents, questions: Map<string, string>, report: Report): void {
  const seen = new Set<string>();
  for (const block of ['standardFilterSet', 'timeFilterSet'] as const) {
    for (const [g, group] of blocks[block].entries()) {
      for (const [f, filter] of group.filters.entries()) {
        const at = [g, 'filters', f];
        // a filter token names a filter by extName: one name, one filter across both sets
        if (seen.has(filter.extName))
          report(block, [...at, 'extName'], `Filter ${filter.extName} is there twice`, {
            code: 'duplicate',
            params: { value: filter.extName },
          });
        seen.add(filter.extName);
        if (filter.target !== 'question') continue;
        if (filter.question === undefined)
          report(block, [...at, 'question'], 'A filter of target question names its question', {
            code: 'required',
          });
        else if (!questions.has(filter.question))
          report(block, [...at, 'question'], `The survey has no question ${filter.question}`);
      }
    }
  }
}
