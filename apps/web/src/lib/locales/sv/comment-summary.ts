import type { commentSummary as en } from '../en/comment-summary.ts';

/** På svenska: vad kunderna säger, tema för tema (docs/comment-summaries.md). */
export const commentSummary: { [K in keyof typeof en]: string } = {
  'component.CommentSummaryComponent': 'Vad kunderna säger',
  'configuration.componentType.CommentSummaryComponent': 'Vad kunderna säger',
  'summary.intro':
    'Kommentarernas teman, de som drar ner {{indicator}} mest först: åtgärda det som sänker resultatet, inte det som hörs mest.',
  'summary.mentioned_one': 'Nämns i {{share}} av kommentarerna ({{formatted}} kommentar)',
  'summary.mentioned_other': 'Nämns i {{share}} av kommentarerna ({{formatted}} kommentarer)',
  'summary.changeClear': '{{change}} procentenheter mot föregående period, en tydlig förändring',
  'summary.changeUnclear': '{{change}} procentenheter mot föregående period, inom felmarginalen',
  'summary.sentiment': 'ton {{score}}',
  'summary.effect.drags': 'Sänker {{indicator}}',
  'summary.effect.lifts': 'Höjer {{indicator}}',
  'summary.effect.unclear': 'Ingen tydlig effekt',
  'summary.impact.lowers':
    'De som nämner det ({{n}}) ger {{indicator}} {{mentioning}}, de övriga {{others}}: det sänker {{indicator}} med {{impact}} (95 % konfidensintervall {{low}} till {{high}}).',
  'summary.impact.raises':
    'De som nämner det ({{n}}) ger {{indicator}} {{mentioning}}, de övriga {{others}}: det höjer {{indicator}} med {{impact}} (95 % konfidensintervall {{low}} till {{high}}).',
  'summary.impact.none':
    'De som nämner det ({{n}}) ger {{indicator}} {{mentioning}}, de övriga {{others}}: ingen tydlig effekt på {{indicator}}.',
  'summary.tooFew': 'Färre än {{min}} svar nämner det: effekten och kommentarerna visas inte.',
  'summary.quotes': 'Typiska kommentarer om {{theme}}',
  'summary.read_one': 'Läs kommentaren om {{theme}}',
  'summary.read_other': 'Läs de {{formatted}} kommentarerna om {{theme}}',
  'summary.noThemes': 'Ingen kommentar i det här urvalet nämner något tema ännu.',
  'summary.method':
    'Effekt: resultatet minus resultatet för dem som inte nämner temat. Typiska kommentarer väljs bland temats nyaste, var och en olik de andra; ingenting lämnar servern. Teman med färre än {{min}} svar visar bara antalet; {{untagged}} kommentarer nämner inget tema.',
};
