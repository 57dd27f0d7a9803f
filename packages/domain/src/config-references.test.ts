import { describe, expect, it } from 'vitest';
import { configReferenceIssues, jsonPath } from './config-references.ts';
import type { TConfigBlockContents } from './schemas/config-blocks.ts';

const context = {
  questions: [
    { extName: 'nps', type: 'number' },
    { extName: 'channel', type: 'choice' },
    { extName: 'comment', type: 'text' },
  ],
  organisationView: 'org',
} as const;

function configuration(): TConfigBlockContents {
  return {
    general: {
      title: 'CX',
      defaultLocale: 'en',
      startFilter: 'ftime=rdays:-90:0',
      alertFilter: 'channel=web',
      minAnswers: 5,
    },
    pages: [
      {
        extName: 'overview',
        title: 'Overview',
        icon: 'dashboard',
        selectionInterval: null,
        components: [
          { type: 'KpiTiles', title: null, config: { indicators: ['nps'] } },
          { type: 'TrendChart', title: null, config: { indicator: 'nps' } },
          { type: 'DistributionChart', title: null, config: { question: 'channel' } },
          {
            type: 'GamificationOverviewConfig',
            title: null,
            config: {
              months: 6,
              minCount: 5,
              rules: [{ kind: 'indicator', indicator: 'nps', above: 1, points: 1 }],
            },
          },
        ],
      },
    ],
    views: [
      { extName: 'org', title: 'Organisation', kind: 'units' },
      { extName: 'channel', title: 'Channel', kind: 'question', question: 'channel', rootTitle: 'All' },
    ],
    indicators: [
      { extName: 'nps', title: 'NPS', kind: 'nps', question: 'nps', decimals: 0, thresholds: null },
    ],
    standardFilterSet: [
      {
        title: 'Customer',
        expanded: true,
        ungrouped: false,
        flatten: false,
        filters: [
          { extName: 'channel', title: 'Channel', target: 'question', question: 'channel', flags: {} },
        ],
      },
    ],
    timeFilterSet: [],
    reportFlags: {
      enableExcelBenchmarkReport: false,
      enableInterviewsReport: false,
      enableAlertsReport: false,
      enableActionsReport: false,
      enableSamplesReport: false,
      enableIndicatorsReport: false,
      enablePDFBenchmarkReport: false,
      enableSingleInterviewReport: false,
    },
    systemMessage: null,
    localeText: {},
    topics: null,
  };
}

const paths = (config: TConfigBlockContents) => configReferenceIssues(config, context).map((i) => i.path);

describe('configuration references', () => {
  it('a configuration whose every name is there has no issue', () => {
    expect(configReferenceIssues(configuration(), context)).toEqual([]);
  });

  it('names the page component whose indicator or question is not there', () => {
    const config = configuration();
    const components = config.pages[0].components;
    components[0].config = { indicators: ['nps', 'csat'] };
    components[1].config = { indicator: 'nope' };
    components[2].config = { question: 'comment' };
    components[3].config = {
      months: 6,
      minCount: 5,
      rules: [{ kind: 'indicator', indicator: 'x', above: 1, points: 1 }],
    };
    expect(configReferenceIssues(config, context)).toEqual([
      {
        block: 'pages',
        path: 'pages[0].components[0].config.indicators[1]',
        message: 'The survey has no indicator csat',
        code: 'unknown_value',
        params: {},
      },
      {
        block: 'pages',
        path: 'pages[0].components[1].config.indicator',
        message: 'The survey has no indicator nope',
        code: 'unknown_value',
        params: {},
      },
      {
        block: 'pages',
        path: 'pages[0].components[2].config.question',
        message: 'comment is a text question: a distribution needs numbers or choices',
        code: 'not_applicable',
        params: {},
      },
      {
        block: 'pages',
        path: 'pages[0].components[3].config.rules[0].indicator',
        message: 'The survey has no indicator x',
        code: 'unknown_value',
        params: {},
      },
    ]);
  });

  it('names a key drivers component whose target indicator is not there', () => {
    const config = configuration();
    config.pages[0].components.push({ type: 'KeyDriversComponent', title: null, config: { target: 'nps' } });
    expect(paths(config)).toEqual([]);
    config.pages[0].components[4].config = { target: 'loyalty' };
    expect(configReferenceIssues(config, context)).toEqual([
      {
        block: 'pages',
        path: 'pages[0].components[4].config.target',
        message: 'The survey has no indicator loyalty',
        code: 'unknown_value',
        params: {},
      },
    ]);
  });

  it('an indicator needs a number question, a question view a choice question', () => {
    const config = configuration();
    config.indicators[0].question = 'channel';
    config.views[1] = { ...config.views[1], kind: 'question', question: 'nps', rootTitle: 'All' };
    expect(paths(config)).toEqual(['views[1].question', 'indicators[0].question']);
  });

  it('the organisation view keeps its extName, and views have one each', () => {
    const config = configuration();
    config.views[0].extName = 'stores';
    config.views[1].extName = 'stores';
    const issues = configReferenceIssues(config, context);
    expect(issues.map((i) => i.path)).toEqual(['views[0].extName', 'views[1].extName']);
    expect(issues[0].message).toMatch(/keeps its name org/);
  });

  it('a question filter names a question that is there; a filter name is used once', () => {
    const config = configuration();
    config.standardFilterSet[0].filters.push(
      { extName: 'visit', title: 'Visit', target: 'question', question: 'visit', flags: {} },
      { extName: 'bare', title: 'Bare', target: 'question', flags: {} },
    );
    config.timeFilterSet.push({
      title: 'Time',
      expanded: true,
      ungrouped: false,
      flatten: true,
      filters: [{ extName: 'channel', title: 'Again', target: 'date', flags: {} }],
    });
    expect(paths(config)).toEqual([
      'standardFilterSet[0].filters[1].question',
      'standardFilterSet[0].filters[2].question',
      'timeFilterSet[0].filters[0].extName',
    ]);
  });

  it('start and alert filters are filter tokens naming the filter sets’ filters or ftime', () => {
    const config = configuration();
    config.general.startFilter = 'ftime=rdays:-30:0;store=s1';
    config.general.alertFilter = 'no equals sign';
    const issues = configReferenceIssues(config, context);
    expect(issues.map((i) => i.path)).toEqual(['general.startFilter', 'general.alertFilter']);
    expect(issues[0].message).toBe('No filter set has a filter store');
    expect(issues[1].message).toMatch(/^Not a filter token/);
  });

  it('writes paths as JavaScript does', () => {
    expect(jsonPath([0, 'components', 1, 'type'])).toBe('[0].components[1].type');
    expect(jsonPath(['fi', 'nav.rankings'])).toBe('.fi["nav.rankings"]');
    expect(jsonPath([])).toBe('');
  });
});
