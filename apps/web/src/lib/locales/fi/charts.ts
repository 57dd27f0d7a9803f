import type { charts as en } from '../en/charts.ts';

/** Finnish texts: what charts say in words (their summaries and tables) and the table toggle. */
export const charts: { [K in keyof typeof en]: string } = {
  'chart.showTable': 'Näytä taulukkona',
  'chart.table.bucket.day': 'Päivä',
  'chart.table.bucket.week': 'Viikko',
  'chart.table.bucket.month': 'Kuukausi',
  'chart.table.bucket.quarter': 'Neljännes',
  'chart.tooFew': 'Liian vähän vastauksia piirrettäväksi: {{n}}, vähintään {{min}} tarvitaan.',
  'chart.tooFew.day':
    'Liian vähän vastauksia päivässä arvon näyttämiseen: päivä tarvitsee vähintään {{min}}.',
  'chart.tooFew.week':
    'Liian vähän vastauksia viikossa arvon näyttämiseen: viikko tarvitsee vähintään {{min}}.',
  'chart.tooFew.month':
    'Liian vähän vastauksia kuukaudessa arvon näyttämiseen: kuukausi tarvitsee vähintään {{min}}.',
  'chart.tooFew.quarter':
    'Liian vähän vastauksia neljänneksessä arvon näyttämiseen: neljännes tarvitsee vähintään {{min}}.',
  'chart.thinNote.day':
    'Ontot pylväät: päiviä, joissa on alle {{min}} vastausta – liian vähän arvon näyttämiseen.',
  'chart.thinNote.week':
    'Ontot pylväät: viikkoja, joissa on alle {{min}} vastausta – liian vähän arvon näyttämiseen.',
  'chart.thinNote.month':
    'Ontot pylväät: kuukausia, joissa on alle {{min}} vastausta – liian vähän arvon näyttämiseen.',
  'chart.thinNote.quarter':
    'Ontot pylväät: neljänneksiä, joissa on alle {{min}} vastausta – liian vähän arvon näyttämiseen.',
  'chart.coarserNote.week':
    'Viikoittain: useimmissa päivissä oli alle {{min}} vastausta – liian vähän arvon näyttämiseen.',
  'chart.coarserNote.month':
    'Kuukausittain: useimmissa viikoissa oli alle {{min}} vastausta – liian vähän arvon näyttämiseen.',
  'chart.coarserNote.quarter':
    'Neljänneksittäin: useimmissa kuukausissa oli alle {{min}} vastausta – liian vähän arvon näyttämiseen.',
  'chart.table.answer': 'Vastaus',
  'chart.table.share': 'Osuus',

  'chart.table.partial.day': '{{label}} (osittainen päivä)',
  'chart.table.partial.week': '{{label}} (osittainen viikko)',
  'chart.table.partial.month': '{{label}} (osittainen kuukausi)',
  'chart.table.partial.quarter': '{{label}} (osittainen neljännes)',
  'chart.partialNote.until.day': '* osittainen päivä: {{date}} asti',
  'chart.partialNote.until.week': '* osittainen viikko: {{date}} asti',
  'chart.partialNote.until.month': '* osittainen kuukausi: {{date}} asti',
  'chart.partialNote.until.quarter': '* osittainen neljännes: {{date}} asti',
  'chart.partialNote.from.day': '* osittainen päivä: {{date}} alkaen',
  'chart.partialNote.from.week': '* osittainen viikko: {{date}} alkaen',
  'chart.partialNote.from.month': '* osittainen kuukausi: {{date}} alkaen',
  'chart.partialNote.from.quarter': '* osittainen neljännes: {{date}} alkaen',
  'chart.partialNote.between.day': '* osittainen päivä: {{from}}–{{to}}',
  'chart.partialNote.between.week': '* osittainen viikko: {{from}}–{{to}}',
  'chart.partialNote.between.month': '* osittainen kuukausi: {{from}}–{{to}}',
  'chart.partialNote.between.quarter': '* osittainen neljännes: {{from}}–{{to}}',
  'chart.leftOutNote.day':
    'Ei piirretty: {{days}}, liian pieni osa päiväänsä edustamaan sitä. Sen vastaukset ovat mukana kaikissa muissa luvuissa.',
  'chart.leftOutNote.week':
    'Ei piirretty: {{days}}, liian pieni osa viikostaan edustamaan sitä. Sen vastaukset ovat mukana kaikissa muissa luvuissa.',
  'chart.leftOutNote.month':
    'Ei piirretty: {{days}}, liian pieni osa kuukaudestaan edustamaan sitä. Sen vastaukset ovat mukana kaikissa muissa luvuissa.',
  'chart.leftOutNote.quarter':
    'Ei piirretty: {{days}}, liian pieni osa neljänneksestään edustamaan sitä. Sen vastaukset ovat mukana kaikissa muissa luvuissa.',

  'chartSummary.trend.title.day': '{{indicator}} päivittäin',
  'chartSummary.trend.title.week': '{{indicator}} viikoittain',
  'chartSummary.trend.title.month': '{{indicator}} kuukausittain',
  'chartSummary.trend.title.quarter': '{{indicator}} neljännesvuosittain',
  'chartSummary.trend':
    '{{title}}, {{period}}: viimeisin {{latest}} (n = {{n}}), {{change}}; alin {{min}}, ylin {{max}}.',
  'chartSummary.trend.dated':
    '{{title}}, {{period}}: {{latest}} ({{label}}, n = {{n}}), {{change}}; alin {{min}}, ylin {{max}}.',
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

  'chartSummary.partial.day_one': '{{labels}} on osittainen päivä.',
  'chartSummary.partial.day_other': '{{labels}} ovat osittaisia päiviä.',
  'chartSummary.partial.week_one': '{{labels}} on osittainen viikko.',
  'chartSummary.partial.week_other': '{{labels}} ovat osittaisia viikkoja.',
  'chartSummary.partial.month_one': '{{labels}} on osittainen kuukausi.',
  'chartSummary.partial.month_other': '{{labels}} ovat osittaisia kuukausia.',
  'chartSummary.partial.quarter_one': '{{labels}} on osittainen neljännes.',
  'chartSummary.partial.quarter_other': '{{labels}} ovat osittaisia neljänneksiä.',

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
    'Kärkiyksikön pisteet, {{period}}, palkkina kuukausittain jaettuna: {{leader}}, yhteensä {{points}}.',
  'chartSummary.points_other':
    '{{n}} kärkiyksikön pisteet, {{period}}, palkkeina kuukausittain jaettuina: kärjessä {{leader}} ({{points}}), viimeisenä näytetty {{last}} ({{lastPoints}}).',
  'chartSummary.points.empty': 'Pisteet kuukausittain: ei yksiköitä.',
  'chartSummary.pointCount_one': '{{n}} piste',
  'chartSummary.pointCount_other': '{{n}} pistettä',
};
