import { describe, expect, it } from 'vitest';
import {
  clearStoredAuth,
  forgetPendingEmail,
  readPendingEmail,
  readStoredToken,
  readStoredUserType,
  rememberPendingEmail,
  storeAuth,
} from '@/lib/storage';

describe('auth storage (spec section 3)', () => {
  it('stores the token as a JSON string under userToken and the type under userType', () => {
    storeAuth('abc.def.ghi', '2');

    expect(localStorage.getItem('userToken')).toBe('"abc.def.ghi"');
    expect(localStorage.getItem('userType')).toBe('2');
    expect(readStoredToken()).toBe('abc.def.ghi');
    expect(readStoredUserType()).toBe('2');
  });

  it('stores a regular user by category', () => {
    storeAuth('t', 'student');
    expect(readStoredUserType()).toBe('student');
  });

  it('reads a token another tab or a test wrote', () => {
    localStorage.setItem('userToken', JSON.stringify('from-elsewhere'));
    expect(readStoredToken()).toBe('from-elsewhere');
  });

  it('treats a token that is not a JSON string as absent', () => {
    localStorage.setItem('userToken', 'not json');
    expect(readStoredToken()).toBeNull();
    localStorage.setItem('userToken', '{"token":"x"}');
    expect(readStoredToken()).toBeNull();
    localStorage.setItem('userToken', '""');
    expect(readStoredToken()).toBeNull();
  });

  it('clears both keys', () => {
    storeAuth('t', 'org');
    clearStoredAuth();
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('userType')).toBeNull();
  });

  it('keeps the e-mail waiting for its code in this tab only', () => {
    rememberPendingEmail('new@example.test');
    expect(sessionStorage.getItem('pendingEmail')).toBe('new@example.test');
    expect(readPendingEmail()).toBe('new@example.test');
    forgetPendingEmail();
    expect(readPendingEmail()).toBeNull();
  });
});
