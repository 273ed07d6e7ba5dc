import { COUNTRY_CODE_FORMAT, MAX_NAME_LENGTH, NAME_NEEDS_LETTERS } from './unaccredited';
import { normaliseInstitutionName } from './normalise';

export type TImportEntry = { line: number; name: string; normalisedName: string; countryCode: string | null };
export type TImportProblem = { line: number; text: string; message: string };

/**
 * Reads pasted lines `name[,country_code]` (decision 024). Names may hold commas ("University of California,
 * Berkeley"), so only a last part of one to three letters is read as the country code — two letters are one, any
 * other length is a mistake named on its line. Blank lines are ignored; line numbers count from 1 as pasted.
 */
export function parseImportLines(text: string): { entries: TImportEntry[]; problems: TImportProblem[] } {
  const entries: TImportEntry[] = [];
  const problems: TImportProblem[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '') return;
    const comma = trimmed.lastIndexOf(',');
    const tail = comma >= 0 ? trimmed.slice(comma + 1).trim() : '';
    const hasCountry = comma >= 0 && (tail === '' || /^\p{L}{1,3}$/u.test(tail));
    const name = (hasCountry ? trimmed.slice(0, comma) : trimmed).trim();
    const problem = (message: string) => problems.push({ line, text: trimmed.slice(0, 120), message });
    if (hasCountry && tail !== '' && !/^[A-Za-z]{2}$/.test(tail)) return problem(COUNTRY_CODE_FORMAT);
    if (name.length > MAX_NAME_LENGTH) return problem(`Name must be at most ${MAX_NAME_LENGTH} characters`);
    const normalisedName = normaliseInstitutionName(name);
    if (normalisedName === '') return problem(NAME_NEEDS_LETTERS);
    entries.push({ line, name, normalisedName, countryCode: hasCountry && tail ? tail.toUpperCase() : null });
  });
  return { entries, problems };
}
