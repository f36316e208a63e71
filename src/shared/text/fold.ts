/**
 * One normaliser for every place that compares words: the watched-words filter and search.
 * Both must agree, or a word the filter blocks could be searched for under another spelling
 * (and the reverse), so both fold text with the functions below and compare only the keys.
 *
 * A key folds case, accents, diaeresis and final sigma, and turns Greek script and Greeklish
 * (Greek typed in Latin letters) into one spelling: «βλάκας», «ΒΛΑΚΑΣ», "vlakas" and "BLAKAS"
 * all fold to "vlakas"; «καλημέρα», "kalimera" and "kalhmera" to "kalimera". The fold is
 * lossy on purpose: two unrelated words may share a key (ξ and χ are both "x" because
 * Greeklish writes both as x), which costs a rare false match; missing a real spelling would
 * let a blocked word through.
 *
 * How a word is folded:
 * 1. Compatibility decomposition (NFKD), lower case, every combining mark removed: accents,
 *    diaeresis, the iota subscript; fancy letters (𝐯𝐥𝐚𝐤𝐚𝐬, the micro sign µ) become plain ones.
 * 2. Greek letter by letter to Latin (GREEK below), so a word in either script, or in both,
 *    reaches step 3 in the same alphabet.
 * 3. One Latin folding for every word, whatever script it came from, so that each lossy rule
 *    applies alike on both sides: Greeklish-only spellings first (th, ch, h, w, b, c, q, 3),
 *    then the digraphs (DIGRAPHS), then y → i, then a run of one letter becomes one letter.
 *
 * The diaeresis is dropped like any accent, so ϊ does join the vowel before it (κοροϊδεύω →
 * "koridevo"). Keeping ϊ apart would be closer to the sound, but Greeklish cannot write a
 * diaeresis and must fold "oi" to "i" (ποιος is "pios" as often as "poios"), so κοροϊδεύω
 * would then match none of "koroideuo", "koroidevw"; and Ταΰγετος none of "Taygetos". The cost
 * is that παϊδάκια (lamb chops) and παιδάκια (little children) fold alike.
 */

/** Each Greek small letter (after step 1) in Latin; υ is "y" so that ου, αυ, ευ and υι fold like "oy", "ay"… */
const GREEK: Record<string, string> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm',
  ν: 'n', ξ: 'ks', ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'x', ψ: 'ps', ω: 'o',
};

/**
 * Two letters that Greek writes as one sound, and Greeklish spells in several ways. Read left to
 * right, each pair replaced once. ψ stays "ps": nothing else is spelt that way.
 */
const DIGRAPHS: Record<string, string> = {
  ks: 'x', // ξ is "ks" or "x"; Greeklish "x" is both ξ ("xylo") and χ ("xronia"), so ξ and χ meet.
  ou: 'u', oy: 'u', // ου; a single Latin "u" stays "u", read as ου ("uranos").
  au: 'av', ay: 'av', af: 'av', // αυ is "au", "ay", "af" or "av".
  eu: 'ev', ey: 'ev', ef: 'ev', // ευ is "eu", "ey", "ef" or "ev" ("efxaristo").
  ai: 'e', // αι sounds ε: "paidia" and "pedia".
  ei: 'i', oi: 'i', yi: 'i', ui: 'i', // ει, οι, υι sound ι: "poios" and "pios", "eisai" and "ise".
  mp: 'v', // μπ is "mp" or "b", and Latin b is also β (BLAKAS), so μπ, b and β are one key.
  nt: 'd', // ντ is "nt" or "d" ("ntomata", "domata").
  gk: 'g', gg: 'g', ng: 'g', // γκ, γγ: "gkol", "aggelos", "angelos".
};
const DIGRAPH = new RegExp(Object.keys(DIGRAPHS).join('|'), 'g');

/** The letters of one word, already lower case and unaccented, folded to its key (steps 2 and 3). */
function fold(word: string): string {
  let w = word.replace(/[α-ω]/g, (letter) => GREEK[letter] ?? letter);
  // Greeklish writes ξ as "3" ("3erw"); only in a word with letters, so numbers stay numbers.
  if (/\p{L}/u.test(w)) w = w.replace(/3/g, 'ks');
  return (
    w
      // "th" is θ ("thalassa", like "8alassa"), except at the end of a word, alone or before a
      // last n or s, where Greek has no θ but Greeklish writes τη: "auth", "thn", "ths", "sthn".
      .replace(/th(?=[ns]?$)/, 'ti')
      .replace(/th/g, '8')
      .replace(/ch/g, 'x')
      // A lone h is η or χ. Before a vowel it is χ ("hara", "ehei", "efharisto"; Greek seldom
      // writes η before a vowel), and before r ("hronia", "hristougenna": χρ is far commoner
      // than ηρ). Anywhere else it is η: "kalhmera", "hlios", "htan", "h", "zwh".
      .replace(/h(?=[aeiouywr])/g, 'x')
      .replace(/h/g, 'i')
      .replace(/w/g, 'o')
      .replace(/b/g, 'v')
      .replace(/[cq]/g, 'k')
      .replace(DIGRAPH, (pair) => DIGRAPHS[pair] ?? pair)
      .replace(/y/g, 'i')
      // "θάλασσα" and "thalasa", "kalimeraaa" and "kalimera"; letters only, so 2000 is not 20.
      .replace(/(\p{L})\1+/gu, '$1')
  );
}

/** The words of a text (runs of letters and digits; anything else is a boundary), lower case and unaccented. */
function words(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .toLowerCase()
      .replace(/\p{M}/gu, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** One word's key. Characters that are not letters or digits are dropped ("don't" is "dont"). */
export function foldWord(word: string): string {
  return fold(words(word).join(''));
}

/** The key of every word of a text, in order: what the filter and search compare word by word. */
export function foldWords(text: string): string[] {
  return words(text)
    .map(fold)
    .filter((key) => key !== '');
}

/** A text's keys joined by single spaces, for search to store and compare whole texts. */
export function foldText(text: string): string {
  return foldWords(text).join(' ');
}

/** A watched word or phrase, folded once: its words' keys, the last one a prefix when `prefix`. */
export type FoldedPhrase = { words: string[]; prefix: boolean };

/** Letters that can change how the end of a prefix folds (πα + ι is "pe"; kalh + a is "kalxa"). */
const PREFIX_PROBES = ['a', 'e', 'i', 'o', 'u', 'y', 'h'];

/**
 * A prefix's key: only the part of its fold that a following vowel or h cannot change, so
 * "πα*" still catches παιδί ("pedi") and "καλημέρα*" catches καλημέρες. Consonant pairs (κσ,
 * μπ, ντ) are not probed: stems seldom end inside them, and βλάκ* must not widen to "vla".
 */
function prefixKey(word: string): string {
  const whole = fold(word);
  let key = whole;
  for (const probe of PREFIX_PROBES) {
    const longer = fold(word + probe);
    let same = 0;
    while (same < key.length && key[same] === longer[same]) same += 1;
    key = key.slice(0, same);
  }
  // A prefix of one or two letters may have nothing stable left; then take it as written.
  return key === '' ? whole : key;
}

/**
 * An administrator's watched word or phrase. A trailing `*` makes the last word a prefix
 * ("βλάκ*" catches βλάκες and "vlakes"). Null when the phrase has no word to match.
 */
export function foldPhrase(phrase: string): FoldedPhrase | null {
  const source = words(phrase);
  const last = source.at(-1);
  if (last === undefined) return null;
  const prefix = /\*\s*$/.test(phrase);
  const keys = source.map(fold);
  if (prefix) keys[keys.length - 1] = prefixKey(last);
  return { words: keys, prefix };
}

/**
 * Whether the phrase's words appear one after another in a text's folded words, whole words
 * only (the last as a prefix when `prefix`): «καλημέρα» is not in «καλημεράκια» unless prefix.
 * Punctuation and line breaks between the text's words do not matter; they are boundaries.
 */
export function containsPhrase(textWords: readonly string[], phrase: FoldedPhrase): boolean {
  const n = phrase.words.length;
  if (n === 0) return false;
  for (let start = 0; start + n <= textWords.length; start += 1) {
    const matches = phrase.words.every((key, i) => {
      const word = textWords[start + i] ?? '';
      return phrase.prefix && i === n - 1 ? word.startsWith(key) : word === key;
    });
    if (matches) return true;
  }
  return false;
}

/** The first rule whose phrase the text contains, or null; the text is folded once for all rules. */
export function firstMatch<T extends { phrase: FoldedPhrase }>(text: string, rules: readonly T[]): T | null {
  const textWords = foldWords(text);
  return rules.find((rule) => containsPhrase(textWords, rule.phrase)) ?? null;
}
