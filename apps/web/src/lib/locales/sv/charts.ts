import type { charts as en } from '../en/charts.ts';

/** Swedish texts: what charts say in words (their summaries and tables) and the table toggle. */
export const charts: { [K in keyof typeof en]: string } = {
  'chart.showTable': 'Visa som tabell',
  'chart.table.bucket.day': 'Dag',
  'chart.table.bucket.week': 'Vecka',
  'chart.table.bucket.month': 'Månad',
  'chart.table.bucket.quarter': 'Kvartal',
  'chart.tooFew': 'För få svar för att rita: {{n}} här, minst {{min}} behövs.',
  'chart.tooFew.day': 'För få svar per dag för att visa ett värde: en dag behöver minst {{min}}.',
  'chart.tooFew.week': 'För få svar per vecka för att visa ett värde: en vecka behöver minst {{min}}.',
  'chart.tooFew.month': 'För få svar per månad för att visa ett värde: en månad behöver minst {{min}}.',
  'chart.tooFew.quarter':
    'För få svar per kvartal för att visa ett värde: ett kvartal behöver minst {{min}}.',
  'chart.thinNote.day': 'Ihåliga staplar: dagar med färre än {{min}} svar – för få för ett värde.',
  'chart.thinNote.week': 'Ihåliga staplar: veckor med färre än {{min}} svar – för få för ett värde.',
  'chart.thinNote.month': 'Ihåliga staplar: månader med färre än {{min}} svar – för få för ett värde.',
  'chart.thinNote.quarter': 'Ihåliga staplar: kvartal med färre än {{min}} svar – för få för ett värde.',
  'chart.coarserNote.week': 'Per vecka: de flesta dagar hade färre än {{min}} svar – för få för ett värde.',
  'chart.coarserNote.month': 'Per månad: de flesta veckor hade färre än {{min}} svar – för få för ett värde.',
  'chart.coarserNote.quarter':
    'Per kvartal: de flesta månader hade färre än {{min}} svar – för få för ett värde.',
  'chart.table.answer': 'Svar',
  'chart.table.share': 'Andel',

  'chart.table.partial.day': '{{label}} (ofullständig dag)',
  'chart.table.partial.week': '{{label}} (ofullständig vecka)',
  'chart.table.partial.month': '{{label}} (ofullständig månad)',
  'chart.table.partial.quarter': '{{label}} (ofullständigt kvartal)',
  'chart.partialNote.until.day': '* ofullständig dag: till och med {{date}}',
  'chart.partialNote.until.week': '* ofullständig vecka: till och med {{date}}',
  'chart.partialNote.until.month': '* ofullständig månad: till och med {{date}}',
  'chart.partialNote.until.quarter': '* ofullständigt kvartal: till och med {{date}}',
  'chart.partialNote.from.day': '* ofullständig dag: från och med {{date}}',
  'chart.partialNote.from.week': '* ofullständig vecka: från och med {{date}}',
  'chart.partialNote.from.month': '* ofullständig månad: från och med {{date}}',
  'chart.partialNote.from.quarter': '* ofullständigt kvartal: från och med {{date}}',
  'chart.partialNote.between.day': '* ofullständig dag: {{from}}–{{to}}',
  'chart.partialNote.between.week': '* ofullständig vecka: {{from}}–{{to}}',
  'chart.partialNote.between.month': '* ofullständig månad: {{from}}–{{to}}',
  'chart.partialNote.between.quarter': '* ofullständigt kvartal: {{from}}–{{to}}',
  'chart.leftOutNote.day':
    'Inte ritat: {{days}}, för liten del av sin dag för att stå för den. Dess svar räknas i alla andra siffror.',
  'chart.leftOutNote.week':
    'Inte ritat: {{days}}, för liten del av sin vecka för att stå för den. Dess svar räknas i alla andra siffror.',
  'chart.leftOutNote.month':
    'Inte ritat: {{days}}, för liten del av sin månad för att stå för den. Dess svar räknas i alla andra siffror.',
  'chart.leftOutNote.quarter':
    'Inte ritat: {{days}}, för liten del av sitt kvartal för att stå för det. Dess svar räknas i alla andra siffror.',

  'chartSummary.trend.title.day': '{{indicator}} per dag',
  'chartSummary.trend.title.week': '{{indicator}} per vecka',
  'chartSummary.trend.title.month': '{{indicator}} per månad',
  'chartSummary.trend.title.quarter': '{{indicator}} per kvartal',
  'chartSummary.trend':
    '{{title}}, {{period}}: senast {{latest}} (n = {{n}}), {{change}}; lägst {{min}}, högst {{max}}.',
  'chartSummary.trend.dated':
    '{{title}}, {{period}}: {{latest}} i {{label}} (n = {{n}}), {{change}}; lägst {{min}}, högst {{max}}.',
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

  'chartSummary.partial.day_one': '{{labels}} är en ofullständig dag.',
  'chartSummary.partial.day_other': '{{labels}} är ofullständiga dagar.',
  'chartSummary.partial.week_one': '{{labels}} är en ofullständig vecka.',
  'chartSummary.partial.week_other': '{{labels}} är ofullständiga veckor.',
  'chartSummary.partial.month_one': '{{labels}} är en ofullständig månad.',
  'chartSummary.partial.month_other': '{{labels}} är ofullständiga månader.',
  'chartSummary.partial.quarter_one': '{{labels}} är ett ofullständigt kvartal.',
  'chartSummary.partial.quarter_other': '{{labels}} är ofullständiga kvartal.',

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
    'Poäng för den ledande enheten, {{period}}, som en stapel uppdelad per månad: {{leader}}, {{points}} totalt.',
  'chartSummary.points_other':
    'Poäng för de {{n}} ledande enheterna, {{period}}, som staplar uppdelade per månad: {{leader}} leder med {{points}} totalt; sist av de visade är {{last}} med {{lastPoints}}.',
  'chartSummary.points.empty': 'Poäng per månad: inga enheter.',
  'chartSummary.pointCount_one': '{{n}} poäng',
  'chartSummary.pointCount_other': '{{n}} poäng',
};
