import type { TSignInState } from '@docverify/contract/auth/factors';
import type { TUser } from '@docverify/contract/auth/user';

/** A login answer as the server sends it, at the given sign-in stage. */
export function authAnswer(user: TUser, signIn: Partial<TSignInState> = {}, token = 'jwt-1') {
  return {
    token,
    user,
    data: { user, token },
    signIn: { stage: 'complete', methods: [], required: false, stepUpUntil: null, ...signIn },
  };
}

/** A session stored as another tab (or a reload) would find it, at a sign-in stage. */
export function storedSession(userType: string, signIn?: Partial<TSignInState>, token = 'jwt-1') {
  localStorage.setItem('userToken', JSON.stringify(token));
  localStorage.setItem('userType', userType);
  if (signIn) localStorage.setItem('signInStage', JSON.stringify({ methods: [], required: false, ...signIn }));
}
