import type { TSignInState } from '@docverify/contract/auth/factors';
import type { AppContext } from '../../context';
import { mustHaveSecondFactor, signInStage, stepUpUntil } from '../policy/policy';
import type { Principal } from '../policy/principal';
import { countUnusedRecoveryCodes, listConfirmedFactors } from './factors.repository';

/** Where the session stands, and the ways the account can give its second factor (what the screens offer). */
export async function signInStateOf(ctx: AppContext, principal: Principal): Promise<TSignInState> {
  const [factors, recoveryCodesLeft] = await Promise.all([
    listConfirmedFactors(ctx.db, principal.userId),
    countUnusedRecoveryCodes(ctx.db, principal.userId),
  ]);
  const kinds = new Set(factors.map((factor) => factor.kind));
  const methods: TSignInState['methods'] = [];
  if (kinds.has('passkey')) methods.push('passkey');
  if (kinds.has('totp')) methods.push('totp');
  if (factors.length > 0 && recoveryCodesLeft > 0) methods.push('recovery');
  const until = stepUpUntil(principal);
  return {
    stage: signInStage(principal),
    methods,
    required: mustHaveSecondFactor(principal),
    stepUpUntil: until && until > ctx.clock.now() ? until.toISOString() : null,
  };
}
