import type { insights as en } from '../en/insights.ts';

/** Finnish texts: insights behind the figures (key drivers, docs/key-drivers.md). */
export const insights: { [K in keyof typeof en]: string } = {
  'component.KeyDriversComponent': 'Mikä selittää: {{target}}',
  'configuration.componentType.KeyDriversComponent': 'Avaintekijät',
  'insights.explanation':
    'Jokainen piste on kysymys: kuinka paljon se selittää mittaria {{target}} (tärkeys, vasemmalta oikealle) ja kuinka hyvin se on arvioitu (onnistuminen, alhaalta ylös). Kuva kertoo, mikä näissä vastauksissa kulkee yhdessä mittarin {{target}} kanssa: yhteys ei ole syy.',
  'insights.rSquared':
    'Kysymykset selittävät yhdessä {{share}} mittarin {{target}} vaihtelusta {{n}} vastauksessa, joissa on vastattu jokaiseen niistä.',
  'insights.omitted_one': 'Vielä {{count}} asteikkokysymys jää pois: yhdessä analysoidaan enintään {{max}}.',
  'insights.omitted_other':
    'Vielä {{count}} asteikkokysymystä jää pois: yhdessä analysoidaan enintään {{max}}.',
  'insights.tooFew':
    'Liian vähän vastauksia: avaintekijät tarvitsevat vähintään {{min}} vastausta, joissa on vastattu jokaiseen kysymykseen, ja tässä valinnassa niitä on {{n}}.',
  'insights.noQuestions': 'Kyselyssä ei ole asteikkokysymyksiä, joita verrata mittariin {{target}}.',
  'insights.axis.importance': 'Tärkeys',
  'insights.axis.performance': 'Onnistuminen',
  'insights.quadrant.fix-first': 'Korjaa ensin',
  'insights.quadrant.keep-up': 'Pidä yllä',
  'insights.quadrant.monitor': 'Seuraa',
  'insights.quadrant.maintain': 'Säilytä taso',
  'insights.column.question': 'Kysymys',
  'insights.column.importance': 'Tärkeys',
  'insights.column.performance': 'Onnistuminen',
  'insights.column.mean': 'Keskiarvo',
  'insights.column.vsParent': 'Ero: {{parent}}',
  'insights.column.quadrant': 'Nelikenttä',
  'insights.parentMean': 'Keskiarvo, {{parent}}:',
  'insights.themes.title': 'Kommenttien teemat ja {{target}}',
  'insights.themes.explanation':
    'Kysymysten rinnalla se, mistä asiakkaat kirjoittavat: teeman maininneiden {{target}} muihin verrattuna ja kuinka paljon teema liikuttaa lukua {{target}} (osuus kertaa ero, 95 %:n luottamusvälillä).',
  'insights.themes.column.theme': 'Teema',
  'insights.themes.column.mentioning': 'Maininneet',
  'insights.themes.mentioning': '{{n}} ({{share}})',
  'insights.themes.column.theirs': '{{target}}, maininneet',
  'insights.themes.column.others': '{{target}}, muut',
  'insights.themes.column.impact': 'Vaikutus',
  'insights.themes.column.effect': 'Suunta',
  'insights.tableLabel': 'Mittarin {{target}} avaintekijät',
  'insights.summary_one':
    'Mittarin {{target}} avaintekijät, {{count}} kysymys tärkeyden ja onnistumisen mukaan. {{quadrants}}.',
  'insights.summary_other':
    'Mittarin {{target}} avaintekijät, {{count}} kysymystä tärkeyden ja onnistumisen mukaan. {{quadrants}}.',
  'insights.summary.quadrant': '{{quadrant}}: {{questions}}',
};
