/**
 * What shoppers type for what the catalogue names otherwise, mostly Hindi and Hinglish grocery names in their
 * common spellings. A query word reaches its synonyms as if they were typo corrections, and matching one counts
 * as matching the word itself; the list is one way (typing 'potato' does not bring 'aloo' snacks).
 */
export const SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  aloo: ['potato'],
  alu: ['potato'],
  pyaz: ['onion'],
  pyaaz: ['onion'],
  pyaj: ['onion'],
  kanda: ['onion'],
  tamatar: ['tomato'],
  doodh: ['milk'],
  dudh: ['milk'],
  dahi: ['curd', 'yogurt'],
  atta: ['wheat'],
  aata: ['wheat', 'atta'],
  chawal: ['rice'],
  chaawal: ['rice'],
  namak: ['salt'],
  cheeni: ['sugar'],
  chini: ['sugar'],
  shakkar: ['sugar'],
  makhan: ['butter'],
  makkhan: ['butter'],
  anda: ['eggs', 'egg'],
  ande: ['eggs', 'egg'],
  gobi: ['cauliflower'],
  gobhi: ['cauliflower'],
  mirchi: ['chilli'],
  mirch: ['chilli', 'pepper'],
  adrak: ['ginger'],
  lehsun: ['garlic'],
  lahsun: ['garlic'],
  haldi: ['turmeric'],
  dhaniya: ['coriander'],
  dhania: ['coriander'],
  elaichi: ['cardamom'],
  laung: ['cloves'],
  kaju: ['cashews'],
  badam: ['almonds'],
  kishmish: ['raisins'],
  akhrot: ['walnut'],
  kela: ['banana'],
  seb: ['apple'],
  santra: ['orange'],
  aam: ['mango'],
  angoor: ['grapes'],
  anar: ['pomegranate'],
  papita: ['papaya'],
  nimbu: ['lemon'],
  tel: ['oil'],
  sabun: ['soap'],
  chai: ['tea'],
  paani: ['water'],
  bhindi: ['lady', 'finger'],
  sooji: ['suji', 'rava'],
  suji: ['sooji', 'rava'],
  rava: ['sooji', 'suji'],
  dalia: ['oats'],
  shahad: ['honey'],
  gajar: ['carrot'],
  nariyal: ['coconut'],
  pista: ['pistachios'],
  dawai: ['tablets'],
};

/** Words typed as one that the catalogue writes as two. */
export const JOINED_WORDS: Readonly<Record<string, readonly string[]>> = {
  icecream: ['ice', 'cream'],
  icecreams: ['ice', 'cream'],
  cornflakes: ['corn', 'flakes'],
  milkshake: ['shake'],
  coldcoffee: ['cold', 'coffee'],
  coldrink: ['cola'],
  colddrink: ['cola'],
  handwash: ['hand', 'wash'],
  bodywash: ['body', 'wash'],
  panipuri: ['pani', 'puri'],
  golgappa: ['pani', 'puri'],
  golgappe: ['pani', 'puri'],
  vadapav: ['vada', 'pav'],
  pavbhaji: ['pav', 'bhaji'],
  springroll: ['spring', 'rolls'],
};

/** The singular a plural most likely stands for: mangoes → mango, berries → berry, boxes → box, chips → chip. */
function singularOf(word: string): string | undefined {
  if (word.length <= 3) return undefined;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes') || /(s|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return undefined;
}

/** The words a query word also stands for: its synonyms and its singular. */
export function synonymsOf(word: string): string[] {
  const all = [...(SEARCH_SYNONYMS[word] ?? [])];
  const singular = singularOf(word);
  if (singular && !all.includes(singular)) all.push(singular);
  return all.filter((w) => w !== word);
}
