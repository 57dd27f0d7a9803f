import type { commentSummary as en } from '../en/comment-summary.ts';

/** Suomeksi: mitä asiakkaat sanovat, teema kerrallaan (docs/comment-summaries.md). */
export const commentSummary: { [K in keyof typeof en]: string } = {
  'component.CommentSummaryComponent': 'Mitä asiakkaat sanovat',
  'configuration.componentType.CommentSummaryComponent': 'Mitä asiakkaat sanovat',
  'summary.intro':
    'Kommenttien teemat, eniten {{indicator}}-lukua laskevat ensin: korjaa se, mikä painaa tulosta, ei sitä, mikä kuuluu eniten.',
  'summary.mentioned_one': 'Mainitaan {{share}} kommenteista ({{formatted}} kommentti)',
  'summary.mentioned_other': 'Mainitaan {{share}} kommenteista ({{formatted}} kommenttia)',
  'summary.changeClear': '{{change}} %-yks. edelliseen jaksoon verrattuna, selvä muutos',
  'summary.changeUnclear': '{{change}} %-yks. edelliseen jaksoon verrattuna, virhemarginaalin sisällä',
  'summary.sentiment': 'sävy {{score}}',
  'summary.effect.drags': 'Laskee {{indicator}}-lukua',
  'summary.effect.lifts': 'Nostaa {{indicator}}-lukua',
  'summary.effect.unclear': 'Ei selvää vaikutusta',
  'summary.impact.lowers':
    'Sen maininneiden ({{n}}) {{indicator}} on {{mentioning}}, muiden {{others}}: teema laskee {{indicator}}-lukua {{impact}} (95 %:n luottamusväli {{low}}–{{high}}).',
  'summary.impact.raises':
    'Sen maininneiden ({{n}}) {{indicator}} on {{mentioning}}, muiden {{others}}: teema nostaa {{indicator}}-lukua {{impact}} (95 %:n luottamusväli {{low}}–{{high}}).',
  'summary.impact.none':
    'Sen maininneiden ({{n}}) {{indicator}} on {{mentioning}}, muiden {{others}}: ei selvää vaikutusta {{indicator}}-lukuun.',
  'summary.tooFew': 'Alle {{min}} vastausta mainitsee sen: vaikutusta ja kommentteja ei näytetä.',
  'summary.quotes': 'Tyypillisiä kommentteja aiheesta {{theme}}',
  'summary.read_one': 'Lue kommentti aiheesta {{theme}}',
  'summary.read_other': 'Lue {{formatted}} kommenttia aiheesta {{theme}}',
  'summary.noThemes': 'Mikään tämän valinnan kommentti ei vielä mainitse teemaa.',
  'summary.method':
    'Vaikutus: tulos miinus niiden tulos, jotka eivät mainitse teemaa. Tyypilliset kommentit valitaan teeman uusimmista, kukin erilainen kuin muut; mitään ei lähetetä palvelimelta ulos. Alle {{min}} vastauksen teemoista näytetään vain määrä; {{untagged}} kommenttia ei mainitse mitään teemaa.',
};
