/** Words that say nothing about which body is meant: "The University of Lagos" is "University of Lagos". */
const FILLER_WORDS = new Set(['the', 'of']);

/**
 * An awarding body's name as the list and requests are compared (decision 024): lower case, accents folded
 * ("Université" is "universite"), '&' read as 'and', every other mark of punctuation a space, the words 'the'
 * and 'of' dropped and the spaces single. So "The University of  Lagos." and "university lagos" are one name.
 */
export function normaliseInstitutionName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((word) => word !== '' && !FILLER_WORDS.has(word))
    .join(' ');
}
