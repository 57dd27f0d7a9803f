/** English texts: what charts say in words (their summaries and tables) and the table toggle. */
export const charts = {
  'chart.showTable': 'Show as table',
  'chart.table.bucket.day': 'Day',
  'chart.table.bucket.week': 'Week',
  'chart.table.bucket.month': 'Month',
  'chart.table.bucket.quarter': 'Quarter',
  'chart.tooFew': 'Too few answers to draw: {{n}} here, at least {{min}} needed.',
  'chart.tooFew.day': 'Too few answers on each day to show a value: a day needs at least {{min}}.',
  'chart.tooFew.week': 'Too few answers in each week to show a value: a week needs at least {{min}}.',
  'chart.tooFew.month': 'Too few answers in each month to show a value: a month needs at least {{min}}.',
  'chart.tooFew.quarter':
    'Too few answers in each quarter to show a value: a quarter needs at least {{min}}.',
  'chart.thinNote.day': 'Hollow bars: days with fewer than {{min}} answers, too few for a value.',
  'chart.thinNote.week': 'Hollow bars: weeks with fewer than {{min}} answers, too few for a value.',
  'chart.thinNote.month': 'Hollow bars: months with fewer than {{min}} answers, too few for a value.',
  'chart.thinNote.quarter': 'Hollow bars: quarters with fewer than {{min}} answers, too few for a value.',
  'chart.coarserNote.week': 'By week: most days had fewer than {{min}} answers, too few for a value.',
  'chart.coarserNote.month': 'By month: most weeks had fewer than {{min}} answers, too few for a value.',
  'chart.coarserNote.quarter': 'By quarter: most months had fewer than {{min}} answers, too few for a value.',
  'chart.table.answer': 'Answer',
  'chart.table.share': 'Share',

  'chart.table.partial.day': '{{label}} (partial day)',
  'chart.table.partial.week': '{{label}} (partial week)',
  'chart.table.partial.month': '{{label}} (partial month)',
  'chart.table.partial.quarter': '{{label}} (partial quarter)',
  'chart.partialNote.until.day': '* partial day: up to {{date}}',
  'chart.partialNote.until.week': '* partial week: up to {{date}}',
  'chart.partialNote.until.month': '* partial month: up to {{date}}',
  'chart.partialNote.until.quarter': '* partial quarter: up to {{date}}',
  'chart.partialNote.from.day': '* partial day: from {{date}}',
  'chart.partialNote.from.week': '* partial week: from {{date}}',
  'chart.partialNote.from.month': '* partial month: from {{date}}',
  'chart.partialNote.from.quarter': '* partial quarter: from {{date}}',
  'chart.partialNote.between.day': '* partial day: {{from}} – {{to}}',
  'chart.partialNote.between.week': '* partial week: {{from}} – {{to}}',
  'chart.partialNote.between.month': '* partial month: {{from}} – {{to}}',
  'chart.partialNote.between.quarter': '* partial quarter: {{from}} – {{to}}',
  'chart.leftOutNote.day':
    'Not drawn: {{days}}, too small a part of its day to stand for it. Its answers count in every other figure.',
  'chart.leftOutNote.week':
    'Not drawn: {{days}}, too small a part of its week to stand for it. Its answers count in every other figure.',
  'chart.leftOutNote.month':
    'Not drawn: {{days}}, too small a part of its month to stand for it. Its answers count in every other figure.',
  'chart.leftOutNote.quarter':
    'Not drawn: {{days}}, too small a part of its quarter to stand for it. Its answers count in every other figure.',

  'chartSummary.trend.title.day': '{{indicator}} by day',
  'chartSummary.trend.title.week': '{{indicator}} by week',
  'chartSummary.trend.title.month': '{{indicator}} by month',
  'chartSummary.trend.title.quarter': '{{indicator}} by quarter',
  'chartSummary.trend':
    '{{title}}, {{period}}: latest {{latest}} (n = {{n}}), {{change}}; lowest {{min}}, highest {{max}}.',
  'chartSummary.trend.dated':
    '{{title}}, {{period}}: {{latest}} in {{label}} (n = {{n}}), {{change}}; lowest {{min}}, highest {{max}}.',
  'chartSummary.trend.single': '{{title}}, {{period}}: {{latest}} in {{label}} (n = {{n}}).',
  'chartSummary.trend.none': '{{title}}, {{period}}: no values.',
  'chartSummary.trend.empty': '{{title}}: no data.',
  'chartSummary.change.up': 'up {{change}} from {{previous}}',
  'chartSummary.change.down': 'down {{change}} from {{previous}}',
  'chartSummary.change.same': 'unchanged from {{previous}}',
  'chartSummary.previous.day': 'the previous day',
  'chartSummary.previous.week': 'the previous week',
  'chartSummary.previous.month': 'the previous month',
  'chartSummary.previous.quarter': 'the previous quarter',
  'chartSummary.previous.earlier': '{{value}} in {{label}}',

  'chartSummary.partial.day_one': '{{labels}} is a partial day.',
  'chartSummary.partial.day_other': '{{labels}} are partial days.',
  'chartSummary.partial.week_one': '{{labels}} is a partial week.',
  'chartSummary.partial.week_other': '{{labels}} are partial weeks.',
  'chartSummary.partial.month_one': '{{labels}} is a partial month.',
  'chartSummary.partial.month_other': '{{labels}} are partial months.',
  'chartSummary.partial.quarter_one': '{{labels}} is a partial quarter.',
  'chartSummary.partial.quarter_other': '{{labels}} are partial quarters.',

  'chartSummary.distribution_one':
    '{{question}}: the most frequent answer is {{answer}} ({{share}}, {{top}} of {{n}} answer).',
  'chartSummary.distribution_other':
    '{{question}}: the most frequent answer is {{answer}} ({{share}}, {{top}} of {{n}} answers).',
  'chartSummary.distribution.tie_one':
    '{{question}}: the most frequent answers are {{answers}}, each {{share}} ({{top}} of {{n}} answer).',
  'chartSummary.distribution.tie_other':
    '{{question}}: the most frequent answers are {{answers}}, each {{share}} ({{top}} of {{n}} answers).',
  'chartSummary.distribution.empty': '{{question}}: no answers.',

  'chartSummary.ranking_one': '{{indicator}} of {{n}} ranked unit: {{best}} ({{bestUnit}}).',
  'chartSummary.ranking_other':
    '{{indicator}} of {{n}} ranked units, best first: best {{best}} ({{bestUnit}}), weakest {{weakest}} ({{weakestUnit}}).',
  'chartSummary.ranking.empty': '{{indicator}}: no ranked units.',

  'chartSummary.points_one':
    'Points of the leading unit, {{period}}, as a bar split by month: {{leader}}, {{points}} in all.',
  'chartSummary.points_other':
    'Points of the {{n}} leading units, {{period}}, as bars split by month: {{leader}} leads with {{points}} in all; the last shown is {{last}} with {{lastPoints}}.',
  'chartSummary.points.empty': 'Points by month: no units.',
  'chartSummary.pointCount_one': '{{n}} point',
  'chartSummary.pointCount_other': '{{n}} points',
} satisfies Record<string, string>;
