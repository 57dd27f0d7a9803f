/** English texts: insights behind the figures (key drivers, docs/key-drivers.md). */
export const insights = {
  'component.KeyDriversComponent': 'Key drivers of {{target}}',
  'configuration.componentType.KeyDriversComponent': 'Key drivers',
  'insights.explanation':
    'Each dot is a question: how much it explains of {{target}} (importance, left to right) against how well it is rated (performance, bottom to top). It shows what goes together with {{target}} in these answers: correlation is not causation.',
  'insights.rSquared':
    'Together the questions explain {{share}} of the variation in {{target}}, over {{n}} interviews that answered every one of them.',
  'insights.omitted_one': '{{count}} more scale question is left out: at most {{max}} are analysed together.',
  'insights.omitted_other':
    '{{count}} more scale questions are left out: at most {{max}} are analysed together.',
  'insights.tooFew':
    'Too few answers: key drivers need at least {{min}} interviews that answered every question, and this selection has {{n}}.',
  'insights.noQuestions': 'The survey has no scale questions to set against {{target}}.',
  'insights.axis.importance': 'Importance',
  'insights.axis.performance': 'Performance',
  'insights.quadrant.fix-first': 'Fix first',
  'insights.quadrant.keep-up': 'Keep up',
  'insights.quadrant.monitor': 'Monitor',
  'insights.quadrant.maintain': 'Maintain',
  'insights.column.question': 'Question',
  'insights.column.importance': 'Importance',
  'insights.column.performance': 'Performance',
  'insights.column.mean': 'Mean',
  'insights.column.vsParent': 'Against {{parent}}',
  'insights.column.quadrant': 'Quadrant',
  'insights.parentMean': 'Mean in {{parent}}:',
  'insights.themes.title': 'Comment themes and {{target}}',
  'insights.themes.explanation':
    'Beside the questions, what customers write about: the {{target}} of those who mention a theme against the others, and how much the theme moves the {{target}} (its share times the difference, with the 95% interval).',
  'insights.themes.column.theme': 'Theme',
  'insights.themes.column.mentioning': 'Mentioned by',
  'insights.themes.mentioning': '{{n}} ({{share}})',
  'insights.themes.column.theirs': '{{target}}, mentioning',
  'insights.themes.column.others': '{{target}}, others',
  'insights.themes.column.impact': 'Impact',
  'insights.themes.column.effect': 'Effect',
  'insights.tableLabel': 'Key drivers of {{target}}',
  'insights.summary_one':
    'Key drivers of {{target}}, {{count}} question by importance and performance. {{quadrants}}.',
  'insights.summary_other':
    'Key drivers of {{target}}, {{count}} questions by importance and performance. {{quadrants}}.',
  'insights.summary.quadrant': '{{quadrant}}: {{questions}}',
};
