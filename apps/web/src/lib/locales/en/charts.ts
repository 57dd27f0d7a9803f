/** English texts: what charts say in words (their summaries and tables) and the table toggle. */
export const charts = {
  'chart.showTable': 'Show as table',
  'chart.table.bucket.day': 'Day',
  'chart.table.bucket.week': 'Week',
  'chart.table.bucket.month': 'Month',
  'chart.table.bucket.quarter': 'Quarter',
  'chart.table.answer': 'Answer',
  'chart.table.share': 'Share',

  'chartSummary.trend.title.day': '{{indicator}} by day',
  'chartSummary.trend.title.week': '{{indicator}} by week',
  'chartSummary.trend.title.month': '{{indicator}} by month',
  'chartSummary.trend.title.quarter': '{{indicator}} by quarter',
  'chartSummary.trend':
    '{{title}}, {{period}}: latest {{latest}} (n = {{n}}), {{change}}; lowest {{min}}, highest {{max}}.',
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
    'Points by month of the leading unit, {{period}}: {{leader}}, {{points}} in all.',
  'chartSummary.points_other':
    'Points by month of the {{n}} leading units, {{period}}: {{leader}} leads with {{points}} in all.',
  'chartSummary.points.empty': 'Points by month: no units.',
  'chartSummary.pointCount_one': '{{n}} point',
  'chartSummary.pointCount_other': '{{n}} points',
} satisfies Record<string, string>;
