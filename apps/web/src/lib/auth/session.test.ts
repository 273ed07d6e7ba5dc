import { describe, expect, it, vi } from 'vitest';
import { endSession, getSession, startSession } from '@/lib/auth/session';

describe('session', () => {
  it('is the stored token and type, as another tab or a test wrote them', () => {
    localStorage.setItem('userToken', JSON.stringify('stored'));
    localStorage.setItem('userType', 'staff');
    expect(getSession()).toEqual({ token: 'stored', userType: 'staff' });
  });

  it('keeps the same snapshot object until something changes', () => {
    startSession('a', 'indv');
    const first = getSession();
    expect(getSession()).toBe(first);
    startSession('b', 'indv');
    expect(getSession()).not.toBe(first);
  });

  it('stays signed in for this page when the browser refuses storage (the in-memory login state)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    startSession('memory-only', '1');
    expect(getSession()).toEqual({ token: 'memory-only', userType: '1' });

    endSession();
    expect(getSession()).toEqual({ token: null, userType: null });
  });
});
