import { describe, expect, it, vi } from 'vitest';
import { getSignInStage, moveToSignInStage, resetSignInStage, setSignInStage } from '@/lib/auth/sign-in-stage';

describe('sign-in stage', () => {
  it('is kept in storage beside the token, and complete clears it', () => {
    setSignInStage({ stage: 'secondFactor', methods: ['totp', 'recovery'], required: true });
    expect(JSON.parse(localStorage.getItem('signInStage')!)).toEqual({
      stage: 'secondFactor',
      methods: ['totp', 'recovery'],
      required: true,
    });
    expect(getSignInStage()).toBe(getSignInStage());

    setSignInStage({ stage: 'complete', methods: [], required: true });
    expect(localStorage.getItem('signInStage')).toBeNull();
    expect(getSignInStage().stage).toBe('complete');
  });

  it('keeps the methods it knew when a 403 moves it to a step', () => {
    setSignInStage({ stage: 'secondFactor', methods: ['passkey'], required: true });
    moveToSignInStage('enrolment');
    expect(getSignInStage()).toMatchObject({ stage: 'enrolment', methods: ['passkey'] });
    resetSignInStage();
  });

  it('stays in memory for this page when the browser refuses storage, and only then', () => {
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    setSignInStage({ stage: 'enrolment', methods: [], required: true });
    expect(getSignInStage().stage).toBe('enrolment');

    refuse.mockRestore();
    resetSignInStage();
    expect(getSignInStage().stage).toBe('complete');
  });
});
