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

function levenshtein(a: string[], b: string[]): number {
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length]!;
}

const sortedLetters = (letters: string[]) => [...letters].sort().join('');

/** Edit distance where two swapped letters count as one edit (`nukkad_word_distance` in SQL). */
export function wordDistance(a: string, b: string): number {
  const la = [...a];
  const lb = [...b];
  const d = levenshtein(la, lb);
  return d === 2 && la.length === lb.length && sortedLetters(la) === sortedLetters(lb) ? 1 : d;
}

/** How close one word comes to another: 1 is the same word, 0 nothing alike. */
export function wordCloseness(a: string, b: string): number {
  return 1 - wordDistance(a, b) / Math.max([...a].length, [...b].length);
}

/** Pure results kept across searches: the city's product and shop names repeat, and so do the words people type. */
const KEPT = 50_000;
const wordsOfText = new Map<string, string[]>();
const closenessOfPair = new Map<string, Map<string, number>>();

function targetWords(text: string): string[] {
  let words = wordsOfText.get(text);
  if (!words) {
    if (wordsOfText.size >= KEPT) wordsOfText.clear();
    words = wordsOf(text).filter((w) => w.length <= 255);
    wordsOfText.set(text, words);
  }
  return words;
}

/** The closeness of each word to one query word (its synonyms matching as well as itself), remembered. */
function closenessToWord(queryWord: string): Map<string, number> {
  let known = closenessOfPair.get(queryWord);
  if (!known || known.size >= KEPT) {
    if (closenessOfPair.size >= KEPT) closenessOfPair.clear();
    known = new Map();
    closenessOfPair.set(queryWord, known);
  }
  return known;
}

/**
 * Scores texts against one query as `nukkad_typo_closeness` does: for each query word its closest word of the
 * text, averaged.
 */
export function closenessTo(query: string): (target: string) => number {
  const queryWords = queryWordsOf(query)
    .filter((w) => w.length <= 255)
    .map((w) => ({ w, also: synonymsOf(w), known: closenessToWord(w) }));
  return (target) => {
    if (queryWords.length === 0) return 0;
    const words = targetWords(target);
    let closeness = 0;
    for (const { w, also, known } of queryWords) {
      let best = 0;
      for (const tw of words) {
        let c = known.get(tw);
        if (c === undefined) {
          c = wordCloseness(w, tw);
          // A synonym counts where it matches (or nearly); its likeness to unrelated words does not.
          for (const synonym of also) {
            const s = wordCloseness(synonym, tw);
            if (s >= CLOSE_ENOUGH && s > c) c = s;
          }
          known.set(tw, c);
        }
        if (c > best) best = c;
      }
      closeness += best;
    }
    return closeness / queryWords.length;
  };
}
