import type { QuestionModel, SurveyModel, UnitNode, ViewModel } from './survey-model.ts';

/** A tiny survey for unit tests: all > north > s1, all > south > s2, four questions. */
export function surveyFixture(): SurveyModel {
  const unit = (id: number, extName: string, level: number, parent: UnitNode | null): UnitNode => {
    const node: UnitNode = {
      id,
      extName,
      title: extName.toUpperCase(),
      level,
      optionValue: null,
      parent,
      children: [],
    };
    parent?.children.push(node);
    return node;
  };
  const root = unit(1, 'all', 1, null);
  const north = unit(2, 'north', 2, root);
  const south = unit(3, 'south', 2, root);
  const units = [root, north, south, unit(4, 's1', 3, north), unit(5, 's2', 3, south)];
  const organisation: ViewModel = {
    id: 1,
    extName: 'org',
    title: 'Organisation',
    position: 0,
    kind: 'units',
    questionId: null,
    root,
    unitsById: new Map(units.map((u) => [u.id, u])),
    unitsByExtName: new Map(units.map((u) => [u.extName, u])),
    depth: 3,
  };
  const questions: QuestionModel[] = [
    { id: 10, extName: 'nps', title: 'NPS', titleTexts: 'NPS', type: 'number', min: 0, max: 10, options: [] },
    {
      id: 11,
      extName: 'channel',
      title: 'Channel',
      titleTexts: 'Channel',
      type: 'choice',
      min: null,
      max: null,
      options: [
        { value: 1, extName: 'store', title: 'Store' },
        { value: 2, extName: 'web', title: 'Web' },
      ],
    },
    {
      id: 12,
      extName: 'comment',
      title: 'Comment',
      titleTexts: 'Comment',
      type: 'text',
      min: null,
      max: null,
      options: [],
    },
  ];
  return {
    id: 1,
    universeId: 1,
    extName: 'cx',
    title: 'CX',
    locale: null,
    defaultLocale: 'en',
    position: 0,
    startFilter: '',
    alertFilter: '',
    minAnswers: 1,
    localeText: {},
    systemMessage: null,
    topics: null,
    reportFlags: {},
    views: [organisation],
    organisation,
    questions,
    questionsByExtName: new Map(questions.map((q) => [q.extName, q])),
    indicators: [],
    pages: [],
    filterSets: { standard: [], time: [] },
    filters: new Map(),
    campaigns: [],
  };
}
