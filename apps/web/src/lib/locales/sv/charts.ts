import type { charts as en } from '../en/charts.ts';

/** Swedish texts: what charts say in words (their summaries and tables) and the table toggle. */
export const charts: { [K in keyof typeof en]: string } = {
  'chart.showTable': 'Visa som tabell',
  'chart.table.bucket.day': 'Dag',
  'chart.table.bucket.week': 'Vecka',
  'chart.table.bucket.month': 'Månad',
  'chart.table.bucket.quarter': 'Kvartal',
  'chart.table.answer': 'Svar',
  'chart.table.share': 'Andel',

  'chartSummary.trend.title.day': '{{indicator}} per dag',
  'chartSummary.trend.title.week': '{{indicator}} per vecka',
  'chartSummary.trend.title.month': '{{indicator}} per månad',
  'chartSummary.trend.title.quarter': '{{indicator}} per kvartal',
  'chartSummary.trend':
    '{{title}}, {{period}}: senast {{latest}} (n = {{n}}), {{change}}; lägst {{min}}, högst {{max}}.',
  'chartSummary.trend.single': '{{title}}, {{period}}: {{latest}} i {{label}} (n = {{n}}).',
  'chartSummary.trend.none': '{{title}}, {{period}}: inga värden.',
  'chartSummary.trend.empty': '{{title}}: inga data.',
  'chartSummary.change.up': 'upp {{change}} från {{previous}}',
  'chartSummary.change.down': 'ned {{change}} från {{previous}}',
  'chartSummary.change.same': 'oförändrat från {{previous}}',
  'chartSummary.previous.day': 'föregående dag',
  'chartSummary.previous.week': 'föregående vecka',
  'chartSummary.previous.month': 'föregående månad',
  'chartSummary.previous.quarter': 'föregående kvartal',
  'chartSummary.previous.earlier': '{{value}} i {{label}}',

  'chartSummary.distribution_one':
    '{{question}}: det vanligaste svaret är {{answer}} ({{share}}, {{top}} av {{n}} svar).',
  'chartSummary.distribution_other':
    '{{question}}: det vanligaste svaret är {{answer}} ({{share}}, {{top}} av {{n}} svar).',
  'chartSummary.distribution.tie_one':
    '{{question}}: de vanligaste svaren är {{answers}}, vart och ett {{share}} ({{top}} av {{n}} svar).',
  'chartSummary.distribution.tie_other':
    '{{question}}: de vanligaste svaren är {{answers}}, vart och ett {{share}} ({{top}} av {{n}} svar).',
  'chartSummary.distribution.empty': '{{question}}: inga svar.',

  'chartSummary.ranking_one': '{{indicator}} för {{n}} rankad enhet: {{best}} ({{bestUnit}}).',
  'chartSummary.ranking_other':
    '{{indicator}} för {{n}} rankade enheter, bäst först: bäst {{best}} ({{bestUnit}}), svagast {{weakest}} ({{weakestUnit}}).',
  'chartSummary.ranking.empty': '{{indicator}}: inga rankade enheter.',

  'chartSummary.points_one':
    'Poäng per månad för den ledande enheten, {{period}}: {{leader}}, {{points}} totalt.',
  'chartSummary.points_other':
    'Poäng per månad för de {{n}} ledande enheterna, {{period}}: {{leader}} leder med {{points}} totalt.',
  'chartSummary.points.empty': 'Poäng per månad: inga enheter.',
  'chartSummary.pointCount_one': '{{n}} poäng',
  'chartSummary.pointCount_other': '{{n}} poäng',
};
