import type { reports as en } from '../en/reports.ts';

/** Swedish texts: reports, their menu, the download state and the report download screen. */
export const reports: { [K in keyof typeof en]: string } = {
  'report.menu': 'Rapporter',
  'report.new': 'Ny rapport',
  'report.recent': 'Senaste rapporter',
  'report.recentEmpty': 'Inga rapporter under de senaste {{days}} dagarna',
  'report.recentFailed': 'Dina rapporter kunde inte hämtas',
  'report.unitGone': 'enheten finns inte längre',
  'report.noFilters': 'inga filter',
  'report.showAll': 'Alla senaste rapporter ({{count}})',

  'report.kind.ranking': 'Rankning (Excel)',
  'report.kind.excelbenchmark': 'Excel-jämförelse',
  'report.kind.interviews': 'Svar (Excel)',
  'report.kind.alerts': 'Larm (Excel)',
  'report.kind.actions': 'Larmåtgärder (Excel)',
  'report.kind.samples': 'Kontakter (Excel)',
  'report.kind.sampletable': 'Kontakttabell (Excel)',
  'report.kind.indicators': 'Indikatorer (Excel)',
  'report.kind.pdfbenchmark': 'PDF-jämförelserapport',
  'report.kind.interview': 'Svar (PDF)',

  'report.starting': 'Startar…',
  'report.queued': 'I kö (plats {{position}})',
  'report.queuedNoPosition': 'I kö',
  'report.running': 'Skapas…',
  'report.runningProgress': 'Skapas: {{percent}}',
  'report.finished': 'Klar',
  'report.finishedSize': 'Klar · {{size}}',
  'report.failedStatus': 'Misslyckades',
  'report.expiredStatus': 'Utgången',
  'report.downloadFile': 'Ladda ner {{file}}',
  'report.downloadAgain': 'Ladda ner {{file}} igen',
  'report.downloading': 'Laddar ner…',
  'report.refusal.queued': 'En ny rapport kan startas när den pågående ({{kind}}) är klar och nedladdad.',
  'report.refusal.ready': 'Ladda först ner {{file}}, sedan kan en ny rapport startas.',

  'report.ready': 'Rapporten är klar att laddas ner',
  'report.download': 'Ladda ner',
  'report.queueFull':
    'Du har redan så många rapporter i kö som en användare får ha. Starta den här när någon av dem körs.',
  'report.startFailed': 'Rapporten kunde inte startas: {{message}}',
  'report.failed': 'Rapporten kunde inte skapas: {{message}}',
  'report.failedUnknown': 'ingen orsak angavs',
  'report.expired': 'Rapporten hittades inte eller har gått ut.',
  'report.downloadFailed': 'Rapporten kunde inte laddas ner: {{message}}',

  'report.announce.starting': '{{kind}}: startar',
  'report.announce.queued': '{{kind}}: i kö, plats {{position}}',
  'report.announce.queuedNoPosition': '{{kind}}: i kö',
  'report.announce.running': '{{kind}}: skapas',
  'report.announce.ready': '{{kind}}: klar att laddas ner, {{file}}',

  'reportDownload.back': 'Tillbaka till startsidan',
  'reportDownload.kind': 'Rapport',
  'reportDownload.file': 'Fil',
  'reportDownload.status': 'Status',
  'reportDownload.started': 'Startad',
  'reportDownload.finishedAt': 'Klar',
  'reportDownload.size': 'Storlek',
  'reportDownload.expires': 'Tillgänglig till',
  'reportDownload.progress': 'Rapportens förlopp',
  'reportDownload.waiting':
    'Sidan följer rapporten av sig själv, och ett meddelande säger till när den är klar. Du kan också lämna sidan: rapporten skapas ändå.',
  'reportDownload.failed': 'Rapporten kunde inte skapas',
  'reportDownload.expiredNote':
    'Rapporten kan inte längre laddas ner. Starta den på nytt i vyn där den startades.',
  'reportDownload.notFound':
    'Rapporten hittades inte eller har gått ut. En rapport kan laddas ner i {{days}} dagar, av den användare som startade den.',
  'reportDownload.downloaded': 'Nedladdad som {{file}}',
};
