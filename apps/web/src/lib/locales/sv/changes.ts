import type { changes as en } from '../en/changes.ts';

/** Swedish texts: what changed (detected changes, docs/what-changed.md). */
export const changes: { [K in keyof typeof en]: string } = {
  'component.ChangesComponent': 'Vad har ändrats',
  'configuration.componentType.ChangesComponent': 'Vad har ändrats',
  'changes.count_one': '{{formatted}} förändring',
  'changes.count_other': '{{formatted}} förändringar',
  'changes.fell':
    '{{indicator}} sjönk {{from}}\u00a0→\u00a0{{to}}: de senaste {{window}} dagarna mot året före',
  'changes.rose':
    '{{indicator}} steg {{from}}\u00a0→\u00a0{{to}}: de senaste {{window}} dagarna mot året före',
  'changes.basis': 'Varje enhets senaste 7 eller 28 dagar mot dess eget år före, oavsett tidsfilter.',
  'changes.detail':
    '{{recentN}} svar mot {{historyN}} året innan; förändring {{difference}} (95 % konfidensintervall {{low}} till {{high}})',
  'changes.basisUnfiltered':
    'Av enheternas alla svar: filtren på sidan gäller inte här. Varje enhets senaste 7 eller 28 dagar mot dess eget år före.',
  'changes.open': 'Öppna instrumentpanelen för {{unit}}',
  'changes.none': 'Inget här har ändrats mer än slumpen förklarar de senaste 7 eller 28 dagarna.',
  'changes.notChecked':
    'Förändringar har inte sökts ännu: den första kontrollen görs strax efter att servern startat, och igen efter nya data.',
  'changes.method':
    'Kontrollerat {{checked}}. Varje enhets senaste 7 och 28 dagar mot dess eget föregående år, minst {{min}} svar på varje sida; slumpfynd begränsade till 5 % över {{tested}} jämförelser.',
  'changes.showAll': 'Visa alla {{count}}',
  'changes.showFewer': 'Visa färre',
  'changes.why.show': 'Varför?',
  'changes.why.hide': 'Dölj orsaker',
  'changes.why.part': '{{label}} ({{share}})',
  'changes.why.units': 'Bärs av {{parts}} av förändringen',
  'changes.why.segment': '{{view}}: {{parts}} av förändringen',
  'changes.why.topics': 'Missnöjda kommentarer nämner oftare {{topics}}',
  'changes.why.topic': '{{label}} ({{from}}\u00a0→\u00a0{{to}})',
  'changes.why.drivers': 'Ändrades åt samma håll: {{drivers}}',
  'changes.why.driver': '{{label}} ({{from}}\u00a0→\u00a0{{to}})',
  'changes.why.none': 'Ingen del av enheten, inget ämne eller ingen fråga sticker ut bakom denna förändring.',
  'changes.why.topicsFewer': 'Missnöjda kommentarer nämner mer sällan {{topics}}',
};
