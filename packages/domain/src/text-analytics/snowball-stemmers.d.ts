// snowball-stemmers ships no types; this covers the two calls the text analytics use.
declare module 'snowball-stemmers' {
  interface Stemmer {
    /** The stem of one lower-case word. */
    stem(word: string): string;
  }

  /** A stemmer for a Snowball algorithm by name ('english', 'finnish', 'swedish', …). */
  export function newStemmer(algorithm: string): Stemmer;

  /** The names of the algorithms the package has. */
  export function algorithms(): string[];
}
