/**
 * The demo's comments, composed from clauses about the subjects store visitors write about
 * (the demo taxonomy's topics), by tone and language, so that the comments vary as real
 * ones do: the topics have something to count and the sentiment model something to learn.
 */
type Tone = 'negative' | 'neutral' | 'positive';
type Language = 'en' | 'fi' | 'sv';

/** @internal */
export const CLAUSES: Record<Exclude<Tone, 'neutral'>, Record<Language, readonly string[]>> = {
  negative: {
    en: [
      'Waited far too long at the checkout.',
      'The queue at the till barely moved.',
      'Staff were rude and did not want to help.',
      'Nobody from the staff had time to help me.',
      'The product I came for was out of stock again.',
      'Empty shelves in the afternoon.',
      'Prices keep going up, it feels overpriced.',
      'Far too expensive for what you get.',
      'The store was dirty and messy.',
      'Litter on the floor near the entrance.',
      'The selection has become very narrow.',
      'Not much choice in my size.',
      'It closes early, the opening hours are too short.',
      'The car park was full.',
      'Everything was slow and it took ages.',
      'The new layout makes things hard to find.',
    ],
    fi: [
      'Kassajono oli todella pitkä.',
      'Jouduin odottamaan kassalla pitkään.',
      'Henkilökunta ei ehtinyt auttaa ollenkaan.',
      'Myyjä oli epäkohtelias.',
      'Hakemani tuote oli taas loppu.',
      'Hyllyt olivat puolityhjiä.',
      'Liian kallis kauppa nykyään.',
      'Myymälä oli likainen ja sotkuinen.',
      'Valikoima on kaventunut.',
      'Aukioloajat ovat liian lyhyet.',
      'Pysäköintipaikat olivat täynnä.',
      'Asiointi oli hidasta.',
      'Tuotteita oli vaikea löytää.',
    ],
    sv: [
      'Lång kö i kassan.',
      'Fick vänta länge vid kassan.',
      'Personalen var otrevlig.',
      'Ingen hjälp att få.',
      'Varorna jag ville ha var slut.',
      'Tomma hyllor på eftermiddagen.',
      'Alldeles för dyrt numera.',
      'Butiken var smutsig och stökig.',
      'Dåligt utbud.',
      'Den stänger tidigt, öppettiderna är för korta.',
      'Svårt att få en p-plats.',
      'Allt gick långsamt.',
      'Svårt att hitta i butiken.',
    ],
  },
  positive: {
    en: [
      'Quick at the checkout, no queue at all.',
      'The cashier was friendly and quick.',
      'Friendly staff who helped me find the right size.',
      'The staff went out of their way to help.',
      'Everything I needed was in stock.',
      'Good prices and a nice discount this week.',
      'Great value for money.',
      'The store was clean and tidy.',
      'Spotless and well kept.',
      'Great selection of fresh products.',
      'A good range to choose from.',
      'Handy opening hours, open late.',
      'Easy parking right at the door.',
      'Quick and easy, I was in and out in five minutes.',
      'Easy to find everything with the new layout.',
    ],
    fi: [
      'Kassalla ei ollut jonoa.',
      'Erittäin ystävällinen palvelu, kiitos!',
      'Myyjä auttoi löytämään oikean koon.',
      'Kaikki tarvitsemani oli saatavilla.',
      'Edulliset hinnat ja hyviä tarjouksia.',
      'Siisti ja valoisa myymälä.',
      'Hyvä valikoima tuoreita tuotteita.',
      'Kätevät aukioloajat.',
      'Helppo pysäköinti.',
      'Nopea ja sujuva asiointi.',
      'Selkeät opasteet.',
    ],
    sv: [
      'Ingen kö i kassan.',
      'Trevlig personal och snabb service.',
      'Expediten var mycket hjälpsam.',
      'Bra utbud och fina priser.',
      'Billigt och bra erbjudanden.',
      'Ren och snygg butik.',
      'Bra öppettider.',
      'Lätt att parkera.',
      'Snabbt och smidigt besök.',
      'Lätt att hitta i butiken.',
    ],
  },
};

/** The share of comments in each language, as in a Finnish chain's stores. */
const LANGUAGES: ReadonlyArray<[Language, number]> = [
  ['en', 0.6],
  ['fi', 0.25],
  ['sv', 0.15],
];

/** Draws an index from `draw` (0..1) and the remainder, for the next draw from the same number. */
function choose<T>(items: readonly T[], draw: number): [T, number] {
  const scaled = draw * items.length;
  const index = Math.min(items.length - 1, Math.floor(scaled));
  return [items[index], scaled - index];
}

/**
 * A comment of the tone from one uniform number in [0, 1) (the demo's random stream gives one
 * number per comment): the language, then one or two clauses of the tone (now and then the
 * second of the other tone); a passive's comment holds one good and one bad point.
 */
export function composeComment(tone: Tone, draw: number): string {
  let rest = draw;
  let language: Language = 'en';
  for (const [candidate, share] of LANGUAGES) {
    if (rest < share) {
      language = candidate;
      rest /= share;
      break;
    }
    rest -= share;
  }
  if (tone === 'neutral') {
    const [good, next] = choose(CLAUSES.positive[language], rest);
    const [bad] = choose(CLAUSES.negative[language], next);
    return next < 0.5 ? `${good} ${bad}` : `${bad} ${good}`;
  }
  const clauses = CLAUSES[tone][language];
  const [first, next] = choose(clauses, rest);
  if (next < 0.45) return first;
  // Some add a point of the other tone ("friendly staff, but the queue…"), as real comments do.
  const other = CLAUSES[tone === 'negative' ? 'positive' : 'negative'][language];
  const [second] = next < 0.6 ? choose(other, (next - 0.45) / 0.15) : choose(clauses, (next - 0.6) / 0.4);
  return second === first ? first : `${first} ${second}`;
}
