import type { topics as en } from '../en/topics.ts';

/** Swedish texts: comment topics and sentiment (docs/text-analytics.md). */
export const topics: { [K in keyof typeof en]: string } = {
  'component.TopicsComponent': 'Kommentarernas ämnen',
  'configuration.componentType.TopicsComponent': 'Kommentarernas ämnen',
  'configuration.tab.topics': 'Kommentarernas ämnen',

  'topics.comments_one': '{{formatted}} kommentar',
  'topics.comments_other': '{{formatted}} kommentarer',
  'topics.empty': 'Inga kommentarer för det här urvalet.',
  'topics.noTaxonomy':
    'Enkäten har inga kommentarsämnen ännu: de listas med sina nyckelord i topics-blocket i dess konfiguration.',
  'topics.tableLabel': 'Kommentarernas ämnen',
  'topics.column.topic': 'Ämne',
  'topics.column.count': 'Kommentarer',
  'topics.column.share': 'Andel',
  'topics.column.sentiment': 'Ton',
  'topics.column.nps': 'NPS',
  'topics.column.change': 'Förändring',
  'topics.countLink_one': 'kommentar om {{topic}}',
  'topics.countLink_other': 'kommentarer om {{topic}}',
  'topics.commentCount_one': '{{n}} kommentar',
  'topics.commentCount_other': '{{n}} kommentarer',
  'topics.sentiment.positive': 'positiv',
  'topics.sentiment.mixed': 'blandad',
  'topics.sentiment.negative': 'negativ',
  'topics.sentimentScore': 'Genomsnittlig ton {{score}} på en skala från −1 (negativ) till +1 (positiv)',
  'topics.notShown': 'för få kommentarer',
  'topics.change': '{{change}} %-enh.',
  'topics.changeSignificant': 'en tydlig förändring',
  'topics.changeWithinMargin': 'inom felmarginalen',
  'topics.noComparison': 'ingen tidigare period att jämföra med',
  'topics.changeNote':
    'Förändring: andelen kommentarer jämfört med föregående lika långa period, i procentenheter; en pil markerar en tydlig förändring (95 % säkerhet).',
  'topics.untagged_one': '{{untagged}} av {{total}} kommentarer nämner inget ämne.',
  'topics.untagged_other': '{{untagged}} av {{total}} kommentarer nämner inget ämne.',
  'topics.model':
    'Tonen är inlärd från promotorers och kritikers egna kommentarer och stämmer för {{accuracy}} av de undanhållna kommentarerna (att alltid gissa: {{baseline}}).',
  'topics.modelUntested':
    'Tonen är inlärd från promotorers och kritikers egna kommentarer; de är för få för att några ska kunna hållas undan för att mäta hur ofta den stämmer.',
  'topics.noModel':
    'Ingen ton: den lärs in från promotorers och kritikers kommentarer, och enkäten har för få sådana eller ingen NPS-fråga.',

  'comments.topics': 'Ämnen',
  'comments.sentiment': 'Ton:',

  'topicSettings.title': 'Kommentarernas ämnen',
  'topicSettings.intro':
    'En kommentars ämnen kommer från nyckelord, dess ton från en modell inlärd från enkätens egna promotorer (positiv) och kritiker (negativ).',
  'topicSettings.model': 'Tonmodell',
  'topicSettings.accuracy': 'Rätt på undanhållna kommentarer',
  'topicSettings.baseline': 'Att alltid gissa på den större gruppen',
  'topicSettings.trained': 'Kommentarer som modellen lärt sig av',
  'topicSettings.heldOut': 'Kommentarer undanhållna för kontroll',
  'topicSettings.notMeasured': 'inte mätt',
  'topicSettings.suggestions': 'Förslag på nya ämnen',
  'topicSettings.suggestionsIntro':
    'Fraser som kommentarer utan ämne återkommer till, bland de {{comments}} senaste kommentarerna.',
  'topicSettings.howToAdd':
    'Lägg till ett genom att redigera topics-blocket i enkätens konfiguration: ett nytt ämne med nyckelord på varje språk, eller frasen som nyckelord till ett befintligt ämne.',
  'topicSettings.noSuggestions': 'Inga förslag: kommentarerna utan ämne delar ingen vanlig fras.',
  'topicSettings.column.phrase': 'Fras',
  'topicSettings.column.count': 'Kommentarer',
  'topicSettings.column.example': 'Exempel',
};
