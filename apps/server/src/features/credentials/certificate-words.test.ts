import { describe, expect, it } from 'vitest';
import { documentInWords, institutionInWords, monogramOf, yearsInWords } from './certificate-words';

describe('certificate words', () => {
  it('says the document as a sentence names it', () => {
    expect(
      documentInWords({
        type: "Bachelor's",
        category: 'Educational',
        course: 'Computer Science',
        startYear: 2010,
        endYear: 2014,
      }),
    ).toBe("Bachelor's degree, Computer Science, 2010–2014");
    expect(documentInWords({ type: 'HND', category: 'Educational', endYear: 2019 })).toBe(
      'Higher National Diploma, until 2019',
    );
    // A professional type is the body's name: the qualification says what was awarded.
    expect(
      documentInWords({
        type: 'Institute of Chartered Accountants of Nigeria (ICAN)',
        category: 'Professional',
        qualification: 'Associate Chartered Accountant',
        course: 'Associate Chartered Accountant',
        startYear: 2015,
      }),
    ).toBe('Associate Chartered Accountant, from 2015');
    expect(documentInWords({ type: 'Bank Statement', category: 'Financial' })).toBe('Bank statement');
    expect(documentInWords({ type: 'Diploma in Nursing', category: 'Educational' })).toBe('Diploma in Nursing');
  });

  it('gives the years, and one year once', () => {
    expect(yearsInWords({ startYear: 2012, endYear: 2012 })).toBe('2012');
    expect(yearsInWords({})).toBeUndefined();
  });

  it('says who awarded an award and who issued a statement', () => {
    expect(institutionInWords({ type: 'ND', category: 'Educational', institution: 'Yaba College' })).toBe(
      'awarded by Yaba College',
    );
    expect(institutionInWords({ type: 'Bank Statement', category: 'Financial', institution: 'Zenith Bank' })).toBe(
      'issued by Zenith Bank',
    );
    expect(institutionInWords({ type: 'ND', category: 'Educational' })).toBeUndefined();
  });

  it("draws a body's monogram from its acronym or its significant words", () => {
    expect(monogramOf('University of Lagos')).toBe('UL');
    expect(monogramOf('Nigerian Bar Association (NBA)')).toBe('NBA');
    expect(monogramOf('The Federal University of Technology, Owerri')).toBe('FUT');
    expect(monogramOf('Université Félix Houphouët-Boigny')).toBe('UFH');
    expect(monogramOf('  ')).toBe('?');
  });
});
