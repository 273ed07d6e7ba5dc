import { describe, expect, it } from 'vitest';
import { shareExpiryProblem, ZCreateShareRequest, ZShareViewsQuery } from './shares';

describe('a share link request', () => {
  const now = new Date('2026-11-25T12:00:00.000Z');

  it('takes an expiry in the future and at most a year ahead', () => {
    expect(shareExpiryProblem(new Date('2026-11-25T12:00:01.000Z'), now)).toBeNull();
    expect(shareExpiryProblem(new Date('2027-11-25T12:00:00.000Z'), now)).toBeNull();
    expect(shareExpiryProblem(new Date('2027-11-25T12:00:01.000Z'), now)).toBe(
      'Expiry must be at most a year from now',
    );
    expect(shareExpiryProblem(now, now)).toBe('Expiry must be in the future');
    expect(shareExpiryProblem(new Date('not a date'), now)).toBe('Expiry must be a date and time');
  });

  it('trims the label and bounds it, and reads a missing expiry as none', () => {
    expect(ZCreateShareRequest.parse({ label: '  Acme HR ' })).toEqual({ label: 'Acme HR', expires_at: null });
    expect(ZCreateShareRequest.safeParse({ label: 'x'.repeat(81) }).success).toBe(false);
    expect(ZCreateShareRequest.safeParse({ label: 'HR', expires_at: '2027-01-01' }).success).toBe(false);
    expect(ZCreateShareRequest.parse({ label: 'HR', expires_at: '2027-01-01T10:00:00+01:00' }).expires_at).toBe(
      '2027-01-01T10:00:00+01:00',
    );
  });

  it('pages views at most a hundred at a time', () => {
    expect(ZShareViewsQuery.parse({})).toEqual({ limit: 20 });
    expect(ZShareViewsQuery.parse({ limit: '100' }).limit).toBe(100);
    expect(ZShareViewsQuery.safeParse({ limit: '101' }).success).toBe(false);
  });
});
