/** English texts: report subscriptions (the PDF benchmark report by mail) and the unsubscribe page of their mails. */
export const reportSubscriptions = {
  'subscription.section': 'By e-mail',
  'subscription.subscribeItem': 'Mail this report regularly…',
  'subscription.listItem': 'Report subscriptions',

  'subscription.when.daily': 'Every day',
  'subscription.when.weekly': 'Every week',
  'subscription.when.weekday': 'Every {{weekday}}',
  'subscription.when.monthly': 'On the first day of every month',
  'subscription.nodeWithFilters_one': '{{node}} ({{count}} filter)',
  'subscription.nodeWithFilters_other': '{{node}} ({{count}} filters)',
  'subscription.sentence.me':
    '{{when}} you get the PDF benchmark report of {{node}} by e-mail, cut to what you may see.',
  'subscription.sentence.role':
    '{{when}} everyone with the role {{role}} gets the PDF benchmark report of {{node}} by e-mail, each cut to what they may see.',

  'subscription.dialogTitle': 'Mail the PDF benchmark report regularly',
  'subscription.frequency': 'How often',
  'subscription.frequency.daily': 'Daily',
  'subscription.frequency.weekly': 'Weekly',
  'subscription.frequency.monthly': 'Monthly',
  'subscription.weekday': 'Day of the week',
  'subscription.weekdayRequired': 'Choose the day',
  'subscription.locale': 'Language of the report',
  'subscription.recipients': 'For whom',
  'subscription.forMe': 'For me',
  'subscription.forRole': 'For everyone with a role',
  'subscription.role': 'Role',
  'subscription.roleRequired': 'Choose a role',
  'subscription.rolesFailed': 'The roles could not be loaded: {{message}}',
  'subscription.submit': 'Subscribe',
  'subscription.cancel': 'Cancel',
  'subscription.created': 'Subscribed. The first report is mailed {{date}}.',

  'subscription.listTitle': 'Report subscriptions',
  'subscription.listEmpty':
    'No report is mailed from this survey. Subscribe from the Reports menu of a dashboard.',
  'subscription.forYou': 'For you',
  'subscription.forRoleNamed': 'Role: {{role}}',
  'subscription.nextRun': 'Next: {{date}}',
  'subscription.delete': 'End the subscription: {{name}}',
  'subscription.confirmTitle': 'End this subscription?',
  'subscription.confirmBody.me': 'The PDF benchmark report of {{node}} will no longer be mailed to you.',
  'subscription.confirmBody.role':
    'The PDF benchmark report of {{node}} will no longer be mailed to anyone with the role {{role}}.',
  'subscription.confirm': 'End subscription',
  'subscription.deleted': 'Subscription ended',

  'unsubscribe.title': 'Stop receiving this report by e-mail?',
  'unsubscribe.body': 'Other reports and subscriptions stay as they are.',
  'unsubscribe.confirm': 'Unsubscribe',
  'unsubscribe.done': 'You will no longer receive it.',
  'unsubscribe.invalid': 'This link is not valid any more.',
  'unsubscribe.failed': 'Unsubscribing failed: {{message}}',
} as const;
