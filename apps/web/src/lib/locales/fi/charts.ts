import type { charts as en } from '../en/charts.ts';

/** Finnish texts: what charts say in words (their summaries and tables) and the table toggle. */
export const charts: { [K in keyof typeof en]: string } = {
  'chart.showTable': 'Näytä taulukkona',
  'chart.table.bucket.day': 'Päivä',
  'chart.table.bucket.week': 'Viikko',
  'chart.table.bucket.month': 'Kuukausi',
  'chart.table.bucket.quarter': 'Neljännes',
  'chart.table.answer': 'Vastaus',
  'chart.table.share': 'Osuus',

  'chartSummary.trend.title.day': '{{indicator}} päivittäin',
  'chartSummary.trend.title.week': '{{indicator}} viikoittain',
  'chartSummary.trend.title.month': '{{indicator}} kuukausittain',
  'chartSummary.trend.title.quarter': '{{indicator}} neljännesvuosittain',
  'chartSummary.trend':
    '{{title}}, {{period}}: viimeisin {{latest}} (n = {{n}}), {{change}}; alin {{min}}, ylin {{max}}.',
  'chartSummary.trend.single': '{{title}}, {{period}}: {{latest}} ({{label}}, n = {{n}}).',
  'chartSummary.trend.none': '{{title}}, {{period}}: ei arvoja.',
  'chartSummary.trend.empty': '{{title}}: ei tietoja.',
  'chartSummary.change.up': 'nousua {{change}} {{previous}}',
  'chartSummary.change.down': 'laskua {{change}} {{previous}}',
  'chartSummary.change.same': 'ei muutosta {{previous}}',
  'chartSummary.previous.day': 'edellisestä päivästä',
  'chartSummary.previous.week': 'edellisestä viikosta',
  'chartSummary.previous.month': 'edellisestä kuukaudesta',
  'chartSummary.previous.quarter': 'edellisestä neljänneksestä',
  'chartSummary.previous.earlier': 'lukemasta {{value}} ({{label}})',

  'chartSummary.distribution_one':
    '{{question}}: yleisin vastaus on {{answer}} ({{share}}, {{top}}/{{n}} vastauksesta).',
  'chartSummary.distribution_other':
    '{{question}}: yleisin vastaus on {{answer}} ({{share}}, {{top}}/{{n}} vastauksesta).',
  'chartSummary.distribution.tie_one':
    '{{question}}: yleisimmät vastaukset ovat {{answers}}, kukin {{share}} ({{top}}/{{n}} vastauksesta).',
  'chartSummary.distribution.tie_other':
    '{{question}}: yleisimmät vastaukset ovat {{answers}}, kukin {{share}} ({{top}}/{{n}} vastauksesta).',
  'chartSummary.distribution.empty': '{{question}}: ei vastauksia.',

  'chartSummary.ranking_one': '{{indicator}}, {{n}} sijoitettu yksikkö: {{best}} ({{bestUnit}}).',
  'chartSummary.ranking_other':
    '{{indicator}}, {{n}} sijoitettua yksikköä, paras ensin: paras {{best}} ({{bestUnit}}), heikoin {{weakest}} ({{weakestUnit}}).',
  'chartSummary.ranking.empty': '{{indicator}}: ei sijoitettuja yksiköitä.',

  'chartSummary.points_one':
    'Kärkiyksikön pisteet kuukausittain, {{period}}: {{leader}}, yhteensä {{points}}.',
  'chartSummary.points_other':
    '{{n}} kärkiyksikön pisteet kuukausittain, {{period}}: kärjessä {{leader}}, yhteensä {{points}}.',
  'chartSummary.points.empty': 'Pisteet kuukausittain: ei yksiköitä.',
  'chartSummary.pointCount_one': '{{n}} piste',
  'chartSummary.pointCount_other': '{{n}} pistettä',
};
