import { describe, expect, it } from 'vitest';
import { parseImportLines } from './import-lines';

describe('parseImportLines', () => {
  it('reads names with an optional country code, and names that hold commas', () => {
    const { entries, problems } = parseImportLines(
      'Kings Bridge University,GB\n\nUniversity of California, Berkeley\nMount Zion College , ng\nSolo Institute,\n',
    );
    expect(problems).toEqual([]);
    expect(entries.map(({ line, name, countryCode }) => ({ line, name, countryCode }))).toEqual([
      { line: 1, name: 'Kings Bridge University', countryCode: 'GB' },
      { line: 3, name: 'University of California, Berkeley', countryCode: null },
      { line: 4, name: 'Mount Zion College', countryCode: 'NG' },
      { line: 5, name: 'Solo Institute', countryCode: null },
    ]);
    expect(entries[0]!.normalisedName).toBe('kings bridge university');
  });

  it('names the line and the mistake', () => {
    const { entries, problems } = parseImportLines(`Good College\nBad Code College,NGA\n...,GH\n${'x'.repeat(201)}`);
    expect(entries.map((entry) => entry.name)).toEqual(['Good College']);
    expect(problems).toEqual([
      { line: 2, text: 'Bad Code College,NGA', message: 'Country code must be two letters, e.g. NG' },
      { line: 3, text: '...,GH', message: 'Name must contain letters or digits' },
      { line: 4, text: 'x'.repeat(120), message: 'Name must be at most 200 characters' },
    ]);
  });
});
