import type { reportSubscriptions as en } from '../en/report-subscriptions.ts';

/** Swedish texts: report subscriptions (the PDF benchmark report by mail) and the unsubscribe page of their mails. */
export const reportSubscriptions: { [K in keyof typeof en]: string } = {
  'subscription.section': 'Per e-post',
  'subscription.subscribeItem': 'Skicka den här rapporten regelbundet…',
  'subscription.listItem': 'Rapportprenumerationer',

  'subscription.when.daily': 'Varje dag',
  'subscription.when.weekly': 'Varje vecka',
  'subscription.when.weekday': 'Varje {{weekday}}',
  'subscription.when.monthly': 'Den första dagen i varje månad',
  'subscription.nodeWithFilters_one': '{{node}} ({{count}} filter)',
  'subscription.nodeWithFilters_other': '{{node}} ({{count}} filter)',
  'subscription.sentence.me':
    '{{when}} får du PDF-jämförelserapporten för {{node}} per e-post, begränsad till det du får se.',
  'subscription.sentence.role':
    '{{when}} får alla med rollen {{role}} PDF-jämförelserapporten för {{node}} per e-post, var och en begränsad till det de får se.',

  'subscription.dialogTitle': 'Skicka PDF-jämförelserapporten regelbundet',
  'subscription.frequency': 'Hur ofta',
  'subscription.frequency.daily': 'Dagligen',
  'subscription.frequency.weekly': 'Veckovis',
  'subscription.frequency.monthly': 'Månadsvis',
  'subscription.weekday': 'Veckodag',
  'subscription.weekdayRequired': 'Välj dag',
  'subscription.locale': 'Rapportens språk',
  'subscription.recipients': 'För vem',
  'subscription.forMe': 'För mig',
  'subscription.forRole': 'För alla med en viss roll',
  'subscription.role': 'Roll',
  'subscription.roleRequired': 'Välj en roll',
  'subscription.rolesFailed': 'Rollerna kunde inte hämtas: {{message}}',
  'subscription.submit': 'Prenumerera',
  'subscription.cancel': 'Avbryt',
  'subscription.created': 'Prenumerationen är sparad. Den första rapporten skickas {{date}}.',

  'subscription.listTitle': 'Rapportprenumerationer',
  'subscription.listEmpty':
    'Inga rapporter skickas från den här enkäten. Prenumerera via menyn Rapporter på en sida.',
  'subscription.forYou': 'För dig',
  'subscription.forRoleNamed': 'Roll: {{role}}',
  'subscription.nextRun': 'Nästa: {{date}}',
  'subscription.delete': 'Avsluta prenumerationen: {{name}}',
  'subscription.confirmTitle': 'Avsluta prenumerationen?',
  'subscription.confirmBody.me': 'PDF-jämförelserapporten för {{node}} skickas inte längre till dig.',
  'subscription.confirmBody.role':
    'PDF-jämförelserapporten för {{node}} skickas inte längre till någon med rollen {{role}}.',
  'subscription.confirm': 'Avsluta prenumerationen',
  'subscription.deleted': 'Prenumerationen avslutad',

  'unsubscribe.title': 'Sluta få den här rapporten per e-post?',
  'unsubscribe.body': 'Andra rapporter och prenumerationer påverkas inte.',
  'unsubscribe.confirm': 'Avsluta prenumerationen',
  'unsubscribe.done': 'Du får den inte längre.',
  'unsubscribe.invalid': 'Den här länken gäller inte längre.',
  'unsubscribe.failed': 'Det gick inte att avsluta prenumerationen: {{message}}',
};
