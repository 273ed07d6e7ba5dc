import type { TDocumentCredential } from '@docverify/contract/credentials/credential';

type TVerifiedDocument = TDocumentCredential['credentialSubject']['document'];

/** The reference list's short type names as a reader says them; a type an administrator adds reads as it is. */
const TYPE_WORDS: Record<string, string> = {
  ND: 'National Diploma',
  HND: 'Higher National Diploma',
  "Bachelor's": "Bachelor's degree",
  "Master's": "Master's degree",
  Doctorate: 'Doctorate',
  Transcript: 'Academic transcript',
  'Bank Statement': 'Bank statement',
  'Employment Letter': 'Employment letter',
};

/** '2010–2014', 'from 2010', 'until 2014', or nothing when neither year was given. */
export function yearsInWords(document: Pick<TVerifiedDocument, 'startYear' | 'endYear'>): string | undefined {
  const { startYear, endYear } = document;
  if (startYear !== undefined && endYear !== undefined) {
    return startYear === endYear ? String(startYear) : `${startYear}–${endYear}`;
  }
  if (startYear !== undefined) return `from ${startYear}`;
  return endYear !== undefined ? `until ${endYear}` : undefined;
}

/**
 * The document as a sentence names it: "Bachelor's degree, Computer Science, 2010–2014" or "Associate Chartered
 * Accountant, Taxation, from 2015". The qualification, where given, says more than the type (a professional type is
 * the body's name); a course that only repeats it (older credentials carry the qualification as their course) is
 * said once.
 */
export function documentInWords(document: TVerifiedDocument): string {
  const title = document.qualification ?? TYPE_WORDS[document.type] ?? document.type;
  const course = document.course && document.course !== document.qualification ? document.course : undefined;
  return [title, course, yearsInWords(document)].filter(Boolean).join(', ');
}

/** Who stands behind the document's content: an award is awarded; a statement or a letter is issued. */
export function institutionInWords(document: TVerifiedDocument): string | undefined {
  if (!document.institution) return undefined;
  const awarded = document.category === 'Educational' || document.category === 'Professional';
  return `${awarded ? 'awarded by' : 'issued by'} ${document.institution}`;
}

const SMALL_WORDS = new Set(['of', 'the', 'and', 'for', 'at', 'in', 'on', '&']);

/**
 * Up to three letters that stand for a verifying body where a logo would go: the acronym it gives in brackets
 * ("Nigerian Bar Association (NBA)"), else the first letters of its significant words ("University of Lagos": UL).
 */
export function monogramOf(name: string): string {
  const acronym = /\(([A-Z]{2,4})\)/.exec(name)?.[1];
  if (acronym) return acronym;
  const words = name
    .split(/[\s,/-]+/)
    .filter((word) => word && !SMALL_WORDS.has(word.toLowerCase()) && /^\p{L}/u.test(word));
  const letters = words
    .map((word) => word[0]!.toUpperCase())
    .join('')
    .slice(0, 3);
  return letters || '?';
}
