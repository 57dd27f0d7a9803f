import type { topics as en } from '../en/topics.ts';

/** Finnish texts: comment topics and sentiment (docs/text-analytics.md). */
export const topics: { [K in keyof typeof en]: string } = {
  'component.TopicsComponent': 'Kommenttien aiheet',
  'configuration.componentType.TopicsComponent': 'Kommenttien aiheet',
  'configuration.tab.topics': 'Kommenttien aiheet',

  'topics.comments_one': '{{formatted}} kommentti',
  'topics.comments_other': '{{formatted}} kommenttia',
  'topics.empty': 'Tälle valinnalle ei ole kommentteja.',
  'topics.noTaxonomy':
    'Kyselyllä ei vielä ole kommenttien aiheita: ne luetellaan avainsanoineen sen asetusten topics-lohkossa.',
  'topics.tableLabel': 'Kommenttien aiheet',
  'topics.column.topic': 'Aihe',
  'topics.column.count': 'Kommentit',
  'topics.column.share': 'Osuus',
  'topics.column.sentiment': 'Sävy',
  'topics.column.nps': 'NPS',
  'topics.column.change': 'Muutos',
  'topics.countLink_one': 'kommentti aiheesta {{topic}}',
  'topics.countLink_other': 'kommenttia aiheesta {{topic}}',
  'topics.commentCount_one': '{{n}} kommentti',
  'topics.commentCount_other': '{{n}} kommenttia',
  'topics.sentiment.positive': 'myönteinen',
  'topics.sentiment.mixed': 'vaihteleva',
  'topics.sentiment.negative': 'kielteinen',
  'topics.sentimentScore': 'Keskimääräinen sävy {{score}} asteikolla −1 (kielteinen) – +1 (myönteinen)',
  'topics.notShown': 'liian vähän kommentteja',
  'topics.change': '{{change}} %-yks.',
  'topics.changeSignificant': 'selvä muutos',
  'topics.changeWithinMargin': 'virhemarginaalin sisällä',
  'topics.noComparison': 'ei aiempaa jaksoa vertailtavaksi',
  'topics.changeNote':
    'Muutos: osuus kommenteista verrattuna yhtä pitkään edelliseen jaksoon, prosenttiyksikköinä; nuoli merkitsee selvää muutosta (95 %:n varmuus).',
  'topics.untagged_one': 'Ilman aihetta: {{untagged}}/{{total}} kommenttia.',
  'topics.untagged_other': 'Ilman aihetta: {{untagged}}/{{total}} kommenttia.',
  'topics.model':
    'Sävy on opittu suosittelijoiden ja arvostelijoiden omista kommenteista, ja se osuu oikeaan {{accuracy}} sivuun jätetyistä kommenteista (aina arvaamalla: {{baseline}}).',
  'topics.modelUntested':
    'Sävy on opittu suosittelijoiden ja arvostelijoiden omista kommenteista; niitä on liian vähän, jotta osan voisi jättää sivuun osumatarkkuuden mittaamiseksi.',
  'topics.noModel':
    'Ei sävyä: se opitaan suosittelijoiden ja arvostelijoiden kommenteista, ja tässä kyselyssä niitä on liian vähän tai siinä ei ole NPS-kysymystä.',

  'comments.topics': 'Aiheet',
  'comments.sentiment': 'Sävy:',

  'topicSettings.title': 'Kommenttien aiheet',
  'topicSettings.intro':
    'Kommentin aiheet löytyvät avainsanoista, sen sävy mallista, joka on opittu tämän kyselyn omista suosittelijoista (myönteinen) ja arvostelijoista (kielteinen).',
  'topicSettings.model': 'Sävymalli',
  'topicSettings.accuracy': 'Oikein sivuun jätetyistä kommenteista',
  'topicSettings.baseline': 'Aina suuremman ryhmän arvaamalla',
  'topicSettings.trained': 'Kommentteja, joista opittu',
  'topicSettings.heldOut': 'Kommentteja jätetty sivuun tarkistusta varten',
  'topicSettings.notMeasured': 'ei mitattu',
  'topicSettings.suggestions': 'Ehdotetut uudet aiheet',
  'topicSettings.suggestionsIntro':
    'Ilmaukset, joita aiheettomat kommentit toistavat, {{comments}} uusimmasta kommentista.',
  'topicSettings.howToAdd':
    'Lisää aihe muokkaamalla kyselyn asetusten topics-lohkoa: uusi aihe avainsanoineen kullakin kielellä, tai ilmaus olemassa olevan aiheen avainsanaksi.',
  'topicSettings.noSuggestions': 'Ei ehdotuksia: aiheettomissa kommenteissa ei toistu mikään ilmaus.',
  'topicSettings.column.phrase': 'Ilmaus',
  'topicSettings.column.count': 'Kommentit',
  'topicSettings.column.example': 'Esimerkki',
};
