import type { reportSubscriptions as en } from '../en/report-subscriptions.ts';

/** Finnish texts: report subscriptions (the PDF benchmark report by mail) and the unsubscribe page of their mails. */
export const reportSubscriptions: { [K in keyof typeof en]: string } = {
  'subscription.section': 'Sähköpostilla',
  'subscription.subscribeItem': 'Lähetä tämä raportti säännöllisesti…',
  'subscription.listItem': 'Raporttitilaukset',

  'subscription.when.daily': 'Joka päivä',
  'subscription.when.weekly': 'Joka viikko',
  'subscription.when.weekday': 'Joka {{weekday}}',
  'subscription.when.monthly': 'Joka kuukauden ensimmäisenä päivänä',
  'subscription.nodeWithFilters_one': '{{node}} ({{count}} suodatin)',
  'subscription.nodeWithFilters_other': '{{node}} ({{count}} suodatinta)',
  'subscription.sentence.me':
    '{{when}} saat kohteen {{node}} PDF-vertailuraportin sähköpostiisi rajattuna siihen, mitä saat nähdä.',
  'subscription.sentence.role':
    '{{when}} jokainen, jolla on rooli {{role}}, saa kohteen {{node}} PDF-vertailuraportin sähköpostiinsa, kukin rajattuna siihen, mitä saa nähdä.',

  'subscription.dialogTitle': 'Lähetä PDF-vertailuraportti säännöllisesti',
  'subscription.frequency': 'Kuinka usein',
  'subscription.frequency.daily': 'Päivittäin',
  'subscription.frequency.weekly': 'Viikoittain',
  'subscription.frequency.monthly': 'Kuukausittain',
  'subscription.weekday': 'Viikonpäivä',
  'subscription.weekdayRequired': 'Valitse päivä',
  'subscription.locale': 'Raportin kieli',
  'subscription.recipients': 'Kenelle',
  'subscription.forMe': 'Minulle',
  'subscription.forRole': 'Kaikille, joilla on tietty rooli',
  'subscription.role': 'Rooli',
  'subscription.roleRequired': 'Valitse rooli',
  'subscription.rolesFailed': 'Rooleja ei voitu hakea: {{message}}',
  'subscription.submit': 'Tilaa',
  'subscription.cancel': 'Peruuta',
  'subscription.created': 'Tilattu. Ensimmäinen raportti lähetetään {{date}}.',

  'subscription.listTitle': 'Raporttitilaukset',
  'subscription.listEmpty':
    'Tästä kyselystä ei lähetetä raportteja. Tilaa raportti sivun Raportit-valikosta.',
  'subscription.forYou': 'Sinulle',
  'subscription.forRoleNamed': 'Rooli: {{role}}',
  'subscription.nextRun': 'Seuraava: {{date}}',
  'subscription.delete': 'Lopeta tilaus: {{name}}',
  'subscription.confirmTitle': 'Lopetetaanko tilaus?',
  'subscription.confirmBody.me': 'Kohteen {{node}} PDF-vertailuraporttia ei enää lähetetä sinulle.',
  'subscription.confirmBody.role':
    'Kohteen {{node}} PDF-vertailuraporttia ei enää lähetetä kenellekään, jolla on rooli {{role}}.',
  'subscription.confirm': 'Lopeta tilaus',
  'subscription.deleted': 'Tilaus lopetettu',

  'unsubscribe.title': 'Lopetetaanko tämän raportin lähettäminen sinulle sähköpostilla?',
  'unsubscribe.body': 'Muut raportit ja tilaukset pysyvät ennallaan.',
  'unsubscribe.confirm': 'Lopeta tilaus',
  'unsubscribe.done': 'Et saa tätä raporttia enää.',
  'unsubscribe.invalid': 'Tämä linkki ei ole enää voimassa.',
  'unsubscribe.failed': 'Tilauksen lopettaminen epäonnistui: {{message}}',
};
