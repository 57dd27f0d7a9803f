/** English texts: what changed (detected changes, docs/what-changed.md). */
export const changes = {
  'component.ChangesComponent': 'What changed',
  'configuration.componentType.ChangesComponent': 'What changed',
  'changes.count_one': '{{formatted}} change',
  'changes.count_other': '{{formatted}} changes',
  'changes.fell':
    '{{indicator}} fell from {{from}} to {{to}}: the last {{window}} days against the year before',
  'changes.rose':
    '{{indicator}} rose from {{from}} to {{to}}: the last {{window}} days against the year before',
  'changes.basis': "Each unit's last 7 or 28 days against its own year before, whatever the time filter.",
  'changes.detail':
    '{{recentN}} answers against {{historyN}} in the year before; change {{difference}} (95% interval {{low}} to {{high}})',
  'changes.basisUnfiltered':
    "Of all the units' answers: the filters on this page do not apply here. Each unit's last 7 or 28 days against its own year before.",
  'changes.open': 'Open the dashboard of {{unit}}',
  'changes.none': 'Nothing here changed beyond chance in the last 7 or 28 days.',
  'changes.notChecked':
    'Changes have not been looked for yet: the first check runs shortly after the server starts, and again after new data.',
  'changes.method':
    "Checked {{checked}}. Each unit's last 7 and 28 days against its own year before, with at least {{min}} answers on each side; chance findings held to 5% across {{tested}} comparisons.",
  'changes.showAll': 'Show all {{count}}',
  'changes.showFewer': 'Show fewer',
  'changes.why.show': 'Why?',
  'changes.why.hide': 'Hide why',
  'changes.why.part': '{{label}} ({{share}})',
  'changes.why.units': 'Carried by {{parts}} of the change',
  'changes.why.segment': '{{view}}: {{parts}} of the change',
  'changes.why.topics': 'Unhappy comments mention more often {{topics}}',
  'changes.why.topic': '{{label}} ({{from}} → {{to}})',
  'changes.why.drivers': 'Moved with it: {{drivers}}',
  'changes.why.driver': '{{label}} ({{from}} → {{to}})',
  'changes.why.none': 'No part of the unit, topic or question stands out behind this change.',
  'changes.why.topicsFewer': 'Unhappy comments mention less often {{topics}}',
};
