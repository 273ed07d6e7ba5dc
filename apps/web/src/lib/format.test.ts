import { describe, expect, it } from 'vitest';
import { initials } from '@/lib/format';

describe('initials', () => {
  it('takes the first letter of the first and the last name, upper-cased', () => {
    expect(initials('ada', 'okafor')).toBe('AO');
    expect(initials('  Émile ', 'Zola')).toBe('ÉZ');
  });

  it('copes with missing names', () => {
    expect(initials('Ada', '')).toBe('A');
    expect(initials('', '')).toBe('?');
  });
});
