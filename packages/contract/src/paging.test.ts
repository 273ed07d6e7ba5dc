import { describe, expect, it } from 'vitest';
import { MAX_PAGE_NUMBER, ZPageNumber } from './paging';

describe('ZPageNumber', () => {
  it('reaches the last page of a million requests (111,112 pages of 9), sent as text', () => {
    expect(ZPageNumber.parse('111112')).toBe(111_112);
    expect(ZPageNumber.parse(undefined)).toBe(1);
  });

  it('refuses pages below 1, fractions and pages past the limit, saying why', () => {
    expect(ZPageNumber.safeParse(0).error?.issues[0]?.message).toBe('Page must be 1 or more');
    expect(ZPageNumber.safeParse(1.5).error?.issues[0]?.message).toBe('Page must be a whole number');
    expect(ZPageNumber.safeParse(MAX_PAGE_NUMBER + 1).error?.issues[0]?.message).toMatch(/at most/);
  });
});
