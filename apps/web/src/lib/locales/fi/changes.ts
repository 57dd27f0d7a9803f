import type { changes as en } from '../en/changes.ts';

/** Finnish texts: what changed (detected changes, docs/what-changed.md). */
export const changes: { [K in keyof typeof en]: string } = {
  'component.ChangesComponent': 'Mikä muuttui',
  'configuration.componentType.ChangesComponent': 'Mikä muuttui',
  'changes.count_one': '{{formatted}} muutos',
  'changes.count_other': '{{formatted}} muutosta',
  'changes.fell':
    '{{indicator}} laski {{from}}\u00a0→\u00a0{{to}}: viimeiset {{window}} päivää verrattuna edeltävään vuoteen',
  'changes.rose':
    '{{indicator}} nousi {{from}}\u00a0→\u00a0{{to}}: viimeiset {{window}} päivää verrattuna edeltävään vuoteen',
  'changes.basis':
    'Kunkin yksikön viimeiset 7 tai 28 päivää verrattuna sen omaan edeltävään vuoteen, aikarajauksesta riippumatta.',
  'changes.detail':
    '{{recentN}} vastausta, edellisenä vuonna {{historyN}}; muutos {{difference}} (95 %:n luottamusväli {{low}}\u00a0…\u00a0{{high}})',
  'changes.basisUnfiltered':
    'Yksiköiden kaikista vastauksista: tämän sivun suodattimet eivät koske tätä. Kunkin yksikön viimeiset 7 tai 28 päivää verrattuna sen omaan edeltävään vuoteen.',
  'changes.open': 'Avaa yksikön {{unit}} kojelauta',
  'changes.none': 'Mikään ei ole täällä muuttunut sattumaa enempää viimeisten 7 tai 28 päivän aikana.',
  'changes.notChecked':
    'Muutoksia ei ole vielä etsitty: ensimmäinen tarkistus tehdään pian palvelimen käynnistyttyä ja uudelleen uusien tietojen jälkeen.',
  'changes.method':
    'Tarkistettu {{checked}}. Kunkin yksikön viimeiset 7 ja 28 päivää verrattuna sen omaan edelliseen vuoteen, vähintään {{min}} vastausta kummallakin puolella; sattumalöydökset rajattu 5 %:iin {{tested}} vertailussa.',
  'changes.showAll': 'Näytä kaikki {{count}}',
  'changes.showFewer': 'Näytä vähemmän',
  'changes.why.show': 'Miksi?',
  'changes.why.hide': 'Piilota syyt',
  'changes.why.part': '{{label}} ({{share}})',
  'changes.why.units': 'Muutoksen takana: {{parts}} muutoksesta',
  'changes.why.segment': '{{view}}: {{parts}} muutoksesta',
  'changes.why.topics': 'Tyytymättömät kommentit mainitsevat useammin: {{topics}}',
  'changes.why.topic': '{{label}} ({{from}}\u00a0→\u00a0{{to}})',
  'changes.why.drivers': 'Muuttui samaan suuntaan: {{drivers}}',
  'changes.why.driver': '{{label}} ({{from}}\u00a0→\u00a0{{to}})',
  'changes.why.none': 'Mikään yksikön osa, aihe tai kysymys ei erotu tämän muutoksen takana.',
  'changes.why.topicsFewer': 'Tyytymättömät kommentit mainitsevat harvemmin: {{topics}}',
};
