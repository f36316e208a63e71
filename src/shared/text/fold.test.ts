import { describe, expect, it } from 'vitest';
import { containsPhrase, firstMatch, foldPhrase, foldText, foldWord, foldWords } from './fold.js';
import type { FoldedPhrase } from './fold.js';

/** Real spellings of one word, Greek script and Greeklish: each must fold like the first. */
const SAME_WORD: readonly (readonly string[])[] = [
  ['βλάκας', 'ΒΛΑΚΑΣ', 'βλακας', 'Βλάκας', 'vlakas', 'VLAKAS', 'BLAKAS', 'blakas', 'βλάkας', '𝐯𝐥𝐚𝐤𝐚𝐬'],
  ['καλημέρα', 'Καλημέρα', 'ΚΑΛΗΜΕΡΑ', 'kalimera', 'kalhmera', 'KALHMERA', 'kalimeraaa', 'kalhmeraaaa'],
  ['ευχαριστώ', 'ΕΥΧΑΡΙΣΤΩ', 'efxaristo', 'eyxaristw', 'euxaristo', 'efharisto', 'efcharisto'],
  ['χρόνια', 'xronia', 'hronia', 'chronia', 'XRONIA'],
  ['θάλασσα', 'thalassa', '8alassa', 'thalasa', '8alasa'],
  ['είσαι', 'ΕΙΣΑΙ', 'eisai', 'ise', 'eise', 'isai'],
  ['ποιος', 'ποιός', 'ΠΟΙΟΣ', 'poios', 'pios'],
  ['παιδιά', 'paidia', 'pedia', 'PAIDIA'],
  ['ουρανός', 'ouranos', 'uranos', 'oyranos'],
  ['μπάλα', 'bala', 'mpala', 'MPALA'],
  ['ντομάτα', 'ntomata', 'domata'],
  ['ψάρι', 'psari', 'PSARI'],
  ['ξύλο', 'ksilo', 'xylo', 'xilo', 'ksylo'],
  ['ξέρω', 'xerw', 'ksero', '3erw'],
  ['λόγος', 'ΛΟΓΟΣ', 'λογοσ', 'logos'],
  ['έχει', 'exei', 'ehei', 'exi', 'ehi'],
  ['ψυχή', 'psyxi', 'psixi', 'psyhi'],
  ['η', 'h', 'i', 'ή'],
  ['την', 'thn', 'tin', 'THN'],
  ['της', 'ths', 'tis'],
  ['αυτή', 'auth', 'afti', 'ayti', 'avti'],
  ['ήλιος', 'hlios', 'ilios'],
  ['ήταν', 'htan', 'itan'],
  ['άγγελος', 'aggelos', 'angelos', 'agelos'],
  ['γκολ', 'gkol', 'gol'],
  ['και', 'kai', 'ke', 'KAI'],
  ['σχολείο', 'sxoleio', 'sholeio', 'scholeio', 'sxolio'],
  // Diaeresis: dropped like an accent, so the Greeklish spellings, which cannot write it, match.
  ['κοροϊδεύω', 'ΚΟΡΟΪΔΕΥΩ', 'κοροιδεύω', 'koroideuo', 'koroidevw', 'koroidevo'],
  ['Ταΰγετος', 'Taygetos', 'Taugetos'],
  ['Μαΐου', 'Μαΐου'.normalize('NFD'), 'maiou', 'MAIOU'],
  ['Hello', 'hello', 'HELLO'],
];

const samePairs = SAME_WORD.flatMap(([first = '', ...others]) => others.map((other) => [first, other] as const));

/** Different words that must keep different keys. */
const DIFFERENT: readonly (readonly [string, string])[] = [
  ['καλός', 'κακός'],
  ['vlakas', 'vlakes'],
  ['βλάκας', 'πλάκας'],
  ['καλημέρα', 'καλημεράκια'],
  ['ουρανός', 'iranos'], // ου is not ι
  ['άντε', 'άνε'], // ντ is not ν
  ['μπάλα', 'πάλα'], // μπ is not π
  ['2000', '20'], // numbers do not collapse
  ['B3', 'B8'],
  ['θάλασσα', 'τάλασσα'],
  ['χρόνια', 'κρόνια'],
];

/** A watched phrase that the test knows has words. */
function phrase(text: string): FoldedPhrase {
  const folded = foldPhrase(text);
  if (!folded) throw new Error(`no words in ${text}`);
  return folded;
}

describe('folding a word', () => {
  it.each(samePairs)('%s and %s fold alike', (a, b) => {
    expect(foldWord(b)).toBe(foldWord(a));
    expect(foldWord(a)).not.toBe('');
  });

  it.each(DIFFERENT)('%s and %s stay apart', (a, b) => {
    expect(foldWord(a)).not.toBe(foldWord(b));
  });

  it('gives the keys the rules describe', () => {
    expect(foldWord('βλάκας')).toBe('vlakas');
    expect(foldWord('καλημέρα')).toBe('kalimera');
    expect(foldWord('θάλασσα')).toBe('8alasa');
    expect(foldWord('ευχαριστώ')).toBe('evxaristo');
    expect(foldWord('είσαι')).toBe('ise');
    expect(foldWord('ουρανός')).toBe('uranos');
    expect(foldWord('κοροϊδεύω')).toBe('koridevo');
    expect(foldWord('2000')).toBe('2000');
  });

  it('reads h before a vowel or r as χ, and anywhere else as η', () => {
    expect(foldWord('hronia')).toBe(foldWord('χρόνια'));
    expect(foldWord('hara')).toBe(foldWord('χαρά'));
    expect(foldWord('kalhmera')).toBe(foldWord('καλημέρα'));
    expect(foldWord('zwh')).toBe(foldWord('ζωή'));
    // The price: χ before another consonant is read as η ("hthes" is ηθες, not χθες).
    expect(foldWord('hthes')).toBe(foldWord('ηθές'));
    expect(foldWord('hthes')).not.toBe(foldWord('χθες'));
  });

  it('reads th as θ, but as τη at the end of a word', () => {
    expect(foldWord('thalassa')).toBe(foldWord('θάλασσα'));
    expect(foldWord('auth')).toBe(foldWord('αυτή'));
    expect(foldWord('sthn')).toBe(foldWord('στην'));
    expect(foldWord('thronos')).toBe(foldWord('θρόνος'));
    expect(foldWord('thnitos')).toBe(foldWord('θνητός'));
    expect(foldWords('thn ths sth')).toEqual(['tin', 'tis', 'sti']);
  });

  it('keeps digits, and reads 3 as ξ only inside a word with letters', () => {
    expect(foldWord('3ypna')).toBe(foldWord('ξύπνα'));
    expect(foldWord('2023')).toBe('2023');
    expect(foldWords('Β3 Β8')).toEqual(['vx', 'v8']);
  });

  it('drops what is not a letter or digit inside a word', () => {
    expect(foldWord("don't")).toBe(foldWord('dont'));
    expect(foldWord('')).toBe('');
    expect(foldWord('!!!')).toBe('');
  });
});

describe('folding a text', () => {
  it('splits on anything that is not a letter or digit, keeping the order', () => {
    expect(foldWords('ΕΙΣΑΙ, βλάκας!\nΚαλημέρα…')).toEqual(['ise', 'vlakas', 'kalimera']);
    expect(foldWords("s'agapw")).toEqual(foldWords('σ’ αγαπώ'));
    expect(foldText('  Χρόνια   πολλά!! ')).toBe('xronia pola');
    expect(foldText('xronia polla')).toBe(foldText('Χρόνια πολλά'));
  });

  it('folds mixed scripts, word by word', () => {
    expect(foldText('Γεια σου file, eisai BLAKAS')).toBe(foldText('geia sou φίλε, είσαι βλάκας'));
  });

  it('gives nothing for an empty or punctuation-only text', () => {
    expect(foldWords('')).toEqual([]);
    expect(foldWords('  ...!?;· — \n\t ')).toEqual([]);
    expect(foldText('…')).toBe('');
  });

  it('folds English deterministically', () => {
    expect(foldText('The school')).toBe(foldText('the SCHOOL'));
    expect(foldText('The school')).toBe('8e sxol');
  });
});

describe('a watched phrase', () => {
  const contains = (text: string, watched: string) => containsPhrase(foldWords(text), phrase(watched));

  it('is folded like text, with a trailing * for a prefix', () => {
    expect(foldPhrase('βλάκας')).toEqual({ words: ['vlakas'], prefix: false });
    expect(foldPhrase('Είσαι βλάκας')).toEqual({ words: ['ise', 'vlakas'], prefix: false });
    expect(foldPhrase('βλάκ*')).toEqual({ words: ['vlak'], prefix: true });
    expect(foldPhrase(' βλάκ* ')).toEqual({ words: ['vlak'], prefix: true });
  });

  it('is null when it has no word', () => {
    expect(foldPhrase('')).toBeNull();
    expect(foldPhrase('   ')).toBeNull();
    expect(foldPhrase('*')).toBeNull();
    expect(foldPhrase('?!…')).toBeNull();
  });

  it('matches whole words in either script', () => {
    expect(contains('Είσαι vlakas ρε', 'βλάκας')).toBe(true);
    expect(contains('BLAKAS!!!', 'βλάκας')).toBe(true);
    expect(contains('μια πλάκα', 'βλάκας')).toBe(false);
    expect(contains('vlakes', 'βλάκας')).toBe(false);
    expect(contains('Καλημεράκια σε όλους', 'καλημέρα')).toBe(false);
    expect(contains('kalhmera se olous', 'καλημέρα')).toBe(true);
  });

  it('matches a phrase across punctuation and line breaks, words in order and adjacent', () => {
    expect(contains('ΕΙΣΑΙ, βλάκας!', 'είσαι βλάκας')).toBe(true);
    expect(contains('eisai...\n\nBLAKAS', 'είσαι βλάκας')).toBe(true);
    expect(contains('βλάκας είσαι', 'είσαι βλάκας')).toBe(false);
    expect(contains('είσαι πολύ βλάκας', 'είσαι βλάκας')).toBe(false);
    expect(contains('είσαι', 'είσαι βλάκας')).toBe(false);
  });

  it('matches the last word as a prefix only when it ends in *', () => {
    expect(contains('Είστε βλάκες', 'βλάκ*')).toBe(true);
    expect(contains('re vlakes', 'βλάκ*')).toBe(true);
    expect(contains('BLAKEIA', 'βλάκ*')).toBe(true);
    expect(contains('vlasis', 'βλάκ*')).toBe(false);
    expect(contains('ο αβλάκωτος', 'βλάκ*')).toBe(false); // a prefix, not a substring
    expect(contains('Καλημεράκια σε όλους', 'καλημέρα*')).toBe(true);
    expect(contains('eisai vlakeia', 'είσαι βλακ*')).toBe(true);
    expect(contains('vlakeia eisai', 'είσαι βλακ*')).toBe(false);
  });

  it('keeps a prefix to what the next letter cannot change', () => {
    // πα + ι folds to "pe": a prefix ending in α must still catch παιδιά.
    expect(contains('τα παιδιά', 'πα*')).toBe(true);
    expect(contains('ta paidia', 'πα*')).toBe(true);
    expect(contains('kalhmeres', 'καλημέρα*')).toBe(true);
  });

  it('is found in an empty text nowhere', () => {
    expect(contains('', 'βλάκας')).toBe(false);
    expect(containsPhrase([], phrase('βλάκ*'))).toBe(false);
    expect(containsPhrase(['vlakas'], { words: [], prefix: false })).toBe(false);
  });
});

describe('the first matching rule', () => {
  const rules = [
    { id: 'phrase', phrase: phrase('είσαι βλάκας') },
    { id: 'word', phrase: phrase('βλάκας') },
    { id: 'prefix', phrase: phrase('ηλίθι*') },
  ];

  it('is the first rule, in order, whose phrase the text contains', () => {
    expect(firstMatch('eisai vlakas', rules)?.id).toBe('phrase');
    expect(firstMatch('ΒΛΑΚΑΣ είσαι', rules)?.id).toBe('word');
    expect(firstMatch('Πολύ hlithios!', rules)?.id).toBe('prefix');
    expect(firstMatch('Ηλίθιε', rules)?.id).toBe('prefix');
  });

  it('is null when no rule matches, or there are none', () => {
    expect(firstMatch('Καλημέρα σε όλους!', rules)).toBeNull();
    expect(firstMatch('', rules)).toBeNull();
    expect(firstMatch('βλάκας', [])).toBeNull();
  });
});
