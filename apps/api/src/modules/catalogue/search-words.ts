import { JOINED_WORDS, synonymsOf } from './search-synonyms';

/** Each index path offers at most this many candidates; only they are scored, so a common word costs no more than a rare one. */
export const CANDIDATES_PER_PATH = 60;
/**
 * A several-word search looks for products with every word among at most this many most ordered products of its
 * rarest word, which bounds its cost (and keeps the planner's estimate below where it would compile the query).
 */
export const POSTINGS_READ_PER_WORD = 1_000;
/** The shop path reads the products of at most this many shops whose name matches. */
export const SHOPS_PER_SEARCH = 3;
/** A query word reaches a catalogue word at most one edit (a swap counting one) per four letters away. */
export const CLOSE_ENOUGH = 0.75;
/** Results scoring below this share of the best match are too far from the query to show. */
export const RELATIVE_FLOOR = 0.5;

/** The words of a text as the search reads them: lower-case runs of letters and digits (as `[^[:alnum:]]+` splits them in SQL). */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
}

/** The words of a query, with words typed as one that the catalogue writes as two ('icecream') split. */
export function queryWordsOf(query: string): string[] {
  return wordsOf(query).flatMap((w) => JOINED_WORDS[w] ?? [w]);
}

/** The query words that are corrected against the vocabulary: distinct, 2 to 64 letters, as search_words holds them. */
export function correctableWords(query: string): string[] {
  return [...new Set(queryWordsOf(query).filter((w) => [...w].length >= 2 && [...w].length <= 64))];
}

/**
 * The query's words as `nukkad_typo_closeness` takes them, each followed by its synonyms ('aloo potato'): the
 * database scores how close a text comes to them.
 */
export function closenessWords(query: string): string[] {
  return queryWordsOf(query)
    .filter((w) => w.length <= 255)
    .map((w) => [w, ...synonymsOf(w)].join(' '));
}
