import { describe, expect, it } from 'vitest';
import { normaliseInstitutionName } from './normalise';

describe('normaliseInstitutionName', () => {
  it('folds case, punctuation, spacing and the words "the" and "of"', () => {
    expect(normaliseInstitutionName('University of  Lagos.')).toBe('university lagos');
    expect(normaliseInstitutionName('The University Of Lagos')).toBe('university lagos');
    expect(normaliseInstitutionName('  university-lagos ')).toBe('university lagos');
  });

  it('folds accents and reads & as and', () => {
    expect(normaliseInstitutionName('Université de Montréal')).toBe('universite de montreal');
    expect(normaliseInstitutionName('Arts & Sciences College')).toBe('arts and sciences college');
  });

  it('keeps words that only contain "the" or "of" inside them', () => {
    expect(normaliseInstitutionName('Theology Office of Thebes')).toBe('theology office thebes');
  });

  it('leaves nothing of a name without letters or digits', () => {
    expect(normaliseInstitutionName(' .,; ')).toBe('');
    expect(normaliseInstitutionName('The Of')).toBe('');
  });
});
