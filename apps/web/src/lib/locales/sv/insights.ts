import type { insights as en } from '../en/insights.ts';

/** Swedish texts: insights behind the figures (key drivers, docs/key-drivers.md). */
export const insights: { [K in keyof typeof en]: string } = {
  'component.KeyDriversComponent': 'Nyckeldrivare för {{target}}',
  'configuration.componentType.KeyDriversComponent': 'Nyckeldrivare',
  'insights.explanation':
    'Varje punkt är en fråga: hur mycket den förklarar av {{target}} (betydelse, från vänster till höger) mot hur väl den får betyg (prestation, nerifrån och upp). Den visar vad som hänger ihop med {{target}} i dessa svar: samband är inte orsak.',
  'insights.rSquared':
    'Tillsammans förklarar frågorna {{share}} av variationen i {{target}}, över {{n}} svar som besvarat var och en av dem.',
  'insights.omitted_one':
    'Ytterligare {{count}} skalfråga lämnas utanför: högst {{max}} analyseras tillsammans.',
  'insights.omitted_other':
    'Ytterligare {{count}} skalfrågor lämnas utanför: högst {{max}} analyseras tillsammans.',
  'insights.tooFew':
    'För få svar: nyckeldrivare behöver minst {{min}} svar som besvarat varje fråga, och detta urval har {{n}}.',
  'insights.noQuestions': 'Enkäten har inga skalfrågor att ställa mot {{target}}.',
  'insights.axis.importance': 'Betydelse',
  'insights.axis.performance': 'Prestation',
  'insights.quadrant.fix-first': 'Åtgärda först',
  'insights.quadrant.keep-up': 'Håll i',
  'insights.quadrant.monitor': 'Bevaka',
  'insights.quadrant.maintain': 'Bibehåll',
  'insights.column.question': 'Fråga',
  'insights.column.importance': 'Betydelse',
  'insights.column.performance': 'Prestation',
  'insights.column.mean': 'Medelvärde',
  'insights.column.vsParent': 'Mot {{parent}}',
  'insights.column.quadrant': 'Kvadrant',
  'insights.parentMean': 'Medelvärde i {{parent}}:',
  'insights.themes.title': 'Kommentarernas teman och {{target}}',
  'insights.themes.explanation':
    'Vid sidan av frågorna det kunderna skriver om: {{target}} bland dem som nämner ett tema mot de övriga, och hur mycket temat flyttar {{target}} (andelen gånger skillnaden, med 95 % konfidensintervall).',
  'insights.themes.column.theme': 'Tema',
  'insights.themes.column.mentioning': 'Nämns av',
  'insights.themes.mentioning': '{{n}} ({{share}})',
  'insights.themes.column.theirs': '{{target}}, nämner',
  'insights.themes.column.others': '{{target}}, övriga',
  'insights.themes.column.impact': 'Effekt',
  'insights.themes.column.effect': 'Riktning',
  'insights.tableLabel': 'Nyckeldrivare för {{target}}',
  'insights.summary_one':
    'Nyckeldrivare för {{target}}, {{count}} fråga efter betydelse och prestation. {{quadrants}}.',
  'insights.summary_other':
    'Nyckeldrivare för {{target}}, {{count}} frågor efter betydelse och prestation. {{quadrants}}.',
  'insights.summary.quadrant': '{{quadrant}}: {{questions}}',
};
