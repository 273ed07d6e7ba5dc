import { describe, expect, it } from 'vitest';
import { bodyNameKey, LOOK_ALIKE_THRESHOLD, nameSimilarity, nameWords } from './body-names';

describe('body names', () => {
  it('sets aside case, accents, punctuation and common words', () => {
    expect(bodyNameKey('The Université of  Lagos.')).toBe('universite lagos');
    expect(bodyNameKey('Institute for Science & Technology')).toBe('institute science technology');
    expect(nameWords('University of Lagos, Akoka')).toEqual(['university', 'lagos', 'akoka']);
  });

  it('scores the same name 1 and flags near names, not different bodies', () => {
    expect(nameSimilarity('University of Lagos', 'UNIVERSITY OF LAGOS')).toBe(1);
    expect(nameSimilarity('University of Lagos', 'The University of Lagos.')).toBe(1);
    expect(nameSimilarity('University of Lagos', 'Universitý of Lagos')).toBe(1);
    expect(nameSimilarity('University of Lagos', 'Lagos University')).toBe(1);
    expect(nameSimilarity('University of Lagos', 'Universty of Lagos')).toBeGreaterThanOrEqual(LOOK_ALIKE_THRESHOLD);
    expect(nameSimilarity('University of Lagos', 'University of Ibadan')).toBeLessThan(LOOK_ALIKE_THRESHOLD);
    expect(nameSimilarity('University of Lagos', 'Lagos State University')).toBeLessThan(LOOK_ALIKE_THRESHOLD);
  });
});
