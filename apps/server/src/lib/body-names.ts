import { normaliseInstitutionName } from '@docverify/contract/fraud-signals/normalise';
import { distance } from 'fastest-levenshtein';

/** Words that tell no body from another, beside 'the' and 'of' (which the shared normaliser drops already). */
const COMMON_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'de', 'du', 'des', 'la', 'le', 'et']);

/**
 * A body's name as names are compared (decision 071): lower case, accents folded, punctuation a space, common
 * words dropped. "The Université of Lagos." and "universite lagos" are one key.
 */
export function bodyNameKey(name: string): string {
  return normaliseInstitutionName(name)
    .split(' ')
    .filter((word) => word !== '' && !COMMON_WORDS.has(word))
    .join(' ');
}

/**
 * The words a body is found by when looking for names like another's: those of three letters or more, so
 * look-alike candidates are read from an index of words rather than by reading every body.
 */
export function nameWords(name: string): string[] {
  return [...new Set(bodyNameKey(name).split(' '))].filter((word) => word.length >= 3).slice(0, 20);
}

const ratio = (a: string, b: string) => {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 0 : 1 - distance(a, b) / longest;
};

/**
 * How alike two names read, 0 to 1 (1: the same key), to two decimals: the edit distance over the longer key,
 * on the keys as written and on their words sorted, so "Lagos University" reads like "University of Lagos".
 */
export function nameSimilarity(a: string, b: string): number {
  const keyA = bodyNameKey(a);
  const keyB = bodyNameKey(b);
  const sorted = (key: string) => key.split(' ').sort().join(' ');
  return Math.round(Math.max(ratio(keyA, keyB), ratio(sorted(keyA), sorted(keyB))) * 100) / 100;
}

/**
 * From this score a name is flagged to the administrator as a look-alike (decision 071): one or two letters
 * apart in a name of a usual length, or the same words in another order; "University of Ibadan" (0.65) is not
 * flagged beside "University of Lagos".
 */
export const LOOK_ALIKE_THRESHOLD = 0.8;
