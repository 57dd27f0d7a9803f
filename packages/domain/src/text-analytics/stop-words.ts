import type { TLocale } from '../schemas/locale.ts';

// Short lists of words that say nothing about a subject or a mood: pronouns, articles, the
// commonest verbs and particles. Negations ("not", "ei", "inte") are left out on purpose:
// they carry the sentiment of what follows.
const STOP_WORDS: Record<TLocale, ReadonlySet<string>> = {
  en: new Set(
    `a an the and or but if then so of at by for with about to from in on into over as than
    i i'm i've me my we our us you your he she her him his it it's its they them their
    this that these those there here what which who whom when where why how
    is am are was were be been being have has had do does did will would shall could should can may might
    just also very too all any some such own same again only really quite`.split(/\s+/),
  ),
  fi: new Set(
    `ja tai mutta että kun jos niin kuin sekä eli vaan
    se sen sitä siinä siitä ne niiden niitä tämä tämän tätä tässä nämä tuo tuon tuota
    minä mä minun minulle minua minulla sinä sä hän me meidän meille te he heidän
    on ovat oli olivat olla ollut olleet olisi ole olen olin olemme
    myös vain jo nyt sitten siellä täällä kanssa mitä mikä mikään joka jotka joita vielä ihan aina kyllä`.split(
      /\s+/,
    ),
  ),
  sv: new Set(
    `och eller men att som om så en ett den det de dem denna detta dessa
    jag mig min mitt mina vi oss vår vårt du dig din han hon hen honom henne hans hennes
    är var vara varit blir blev har hade ha kan kunde ska skulle vill ville
    i på av för med till från vid hos åt under efter
    när där här vad vem hur också bara nu sen då än lite helt`.split(/\s+/),
  ),
};

const ANY_LANGUAGE: ReadonlySet<string> = new Set(Object.values(STOP_WORDS).flatMap((words) => [...words]));

/** Whether a lower-case word is a stop word of the language (of any of them when it is unknown). */
export function isStopWord(word: string, locale: TLocale | null): boolean {
  return (locale === null ? ANY_LANGUAGE : STOP_WORDS[locale]).has(word);
}
