import type { reports as en } from '../en/reports.ts';

/** Finnish texts: reports, their menu, the download state and the report download screen. */
export const reports: { [K in keyof typeof en]: string } = {
  'report.menu': 'Raportit',
  'report.new': 'Uusi raportti',
  'report.recent': 'Viimeisimmät raportit',
  'report.recentEmpty': 'Ei raportteja viimeisten {{days}} päivän ajalta',
  'report.recentFailed': 'Raporttejasi ei voitu hakea',
  'report.unitGone': 'yksikköä ei enää ole',
  'report.noFilters': 'ei suodattimia',
  'report.showAll': 'Kaikki viimeisimmät raportit ({{count}})',

  'report.kind.ranking': 'Paremmuusjärjestys (Excel)',
  'report.kind.excelbenchmark': 'Excel-vertailu',
  'report.kind.interviews': 'Vastaukset (Excel)',
  'report.kind.alerts': 'Hälytykset (Excel)',
  'report.kind.actions': 'Hälytysten toimenpiteet (Excel)',
  'report.kind.samples': 'Yhteystiedot (Excel)',
  'report.kind.sampletable': 'Yhteystietotaulukko (Excel)',
  'report.kind.indicators': 'Mittarit (Excel)',
  'report.kind.pdfbenchmark': 'PDF-vertailuraportti',
  'report.kind.interview': 'Vastaus (PDF)',

  'report.starting': 'Käynnistetään…',
  'report.queued': 'Jonossa (sija {{position}})',
  'report.queuedNoPosition': 'Jonossa',
  'report.running': 'Tekeillä…',
  'report.runningProgress': 'Tekeillä: {{percent}}',
  'report.finished': 'Valmis',
  'report.finishedSize': 'Valmis · {{size}}',
  'report.failedStatus': 'Epäonnistui',
  'report.expiredStatus': 'Vanhentunut',
  'report.downloadFile': 'Lataa {{file}}',
  'report.downloadAgain': 'Lataa {{file}} uudelleen',
  'report.downloading': 'Ladataan…',
  'report.refusal.queued': 'Uuden raportin voi aloittaa, kun edellinen ({{kind}}) on valmis ja ladattu.',
  'report.refusal.ready': 'Lataa ensin {{file}}, sitten voit aloittaa uuden raportin.',

  'report.ready': 'Raportti on valmis ladattavaksi',
  'report.download': 'Lataa',
  'report.queueFull':
    'Sinulla on jo jonossa niin monta raporttia kuin yksi käyttäjä voi. Aloita tämä, kun jokin niistä on käynnissä.',
  'report.startFailed': 'Raporttia ei voitu aloittaa: {{message}}',
  'report.failed': 'Raporttia ei voitu tehdä: {{message}}',
  'report.failedUnknown': 'syytä ei kerrottu',
  'report.expired': 'Raporttia ei löytynyt tai se on vanhentunut.',
  'report.downloadFailed': 'Raporttia ei voitu ladata: {{message}}',

  'report.announce.starting': '{{kind}}: aloitetaan',
  'report.announce.queued': '{{kind}}: jonossa, sija {{position}}',
  'report.announce.queuedNoPosition': '{{kind}}: jonossa',
  'report.announce.running': '{{kind}}: tekeillä',
  'report.announce.ready': '{{kind}}: valmis ladattavaksi, {{file}}',

  'reportDownload.back': 'Takaisin etusivulle',
  'reportDownload.kind': 'Raportti',
  'reportDownload.file': 'Tiedosto',
  'reportDownload.status': 'Tila',
  'reportDownload.started': 'Aloitettu',
  'reportDownload.finishedAt': 'Valmistunut',
  'reportDownload.size': 'Koko',
  'reportDownload.expires': 'Vanhenee',
  'reportDownload.progress': 'Raportin eteneminen',
  'reportDownload.waiting':
    'Tämä sivu seuraa raporttia itsestään, ja saat ilmoituksen, kun se on valmis. Voit myös poistua sivulta: raportin tekeminen jatkuu.',
  'reportDownload.failed': 'Raporttia ei voitu tehdä',
  'reportDownload.expiredNote':
    'Tätä raporttia ei voi enää ladata. Tee raportti uudelleen siltä näkymältä, jolta se aloitettiin.',
  'reportDownload.notFound':
    'Raporttia ei löytynyt tai se on vanhentunut. Raportin voi ladata vain sen aloittanut käyttäjä, {{days}} päivän ajan.',
  'reportDownload.downloaded': 'Ladattu nimellä {{file}}',
};
