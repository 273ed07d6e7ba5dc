import { describe, expect, it } from 'vitest';
import { ZEducationDetails } from './submission';

const education = { doc_type: 'educ', verifier_name: 'Unilag', verifier_city: 'Lagos', studentId: 'S1', course: 'Law' };
const messages = (value: object) =>
  ZEducationDetails.safeParse({ ...education, ...value }).error?.issues.map((issue) => issue.message) ?? [];

describe('years of a request', () => {
  it("says an empty year is required, however the form sends it, rather than 'must be 1900 or later'", () => {
    for (const empty of ['', '  ', null, undefined, Number.NaN]) {
      expect(messages({ start_year: empty, end_year: 2018 })).toEqual(['Start year is required']);
    }
  });

  it('still checks a year that was given, and coerces text', () => {
    expect(messages({ start_year: '1850', end_year: 2018 })).toEqual(['Start year must be 1900 or later']);
    expect(messages({ start_year: 'soon', end_year: 2018 })).toEqual(['Start year must be a year']);
    expect(ZEducationDetails.parse({ ...education, start_year: '2014', end_year: 2018 })).toMatchObject({
      start_year: 2014,
      end_year: 2018,
    });
  });
});
