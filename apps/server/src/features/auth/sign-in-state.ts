import type { TSignInState } from '@docverify/contract/auth/factors';
import type { AppContext } from '../../context';
import type { UserFactorRow } from '../../db/schema';
import { mustHaveSecondFactor, signInStage, stepUpUntil } from '../policy/policy';
import type { Principal } from '../policy/principal';
import { countUnusedRecoveryCodes, listConfirmedFactors } from './factors.repository';

/** An account's confirmed factors and unused recovery codes: what its sign-in state and factor list are made of. */
export async function factorsOf(ctx: AppContext, userId: string) {
  const [factors, recoveryCodesLeft] = await Promise.all([
    listConfirmedFactors(ctx.db, userId),
    countUnusedRecoveryCodes(ctx.db, userId),
  ]);
  return { factors, recoveryCodesLeft };
}

/** Where the session stands, and the ways the account can give its second factor (what the screens offer). */
export function signInStateFrom(
  principal: Principal,
  { factors, recoveryCodesLeft }: { factors: Pick<UserFactorRow, 'kind'>[]; recoveryCodesLeft: number },
  now: Date,
): TSignInState {
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
    stepUpUntil: until && until > now ? until.toISOString() : null,
  };
}

export async function signInStateOf(ctx: AppContext, principal: Principal): Promise<TSignInState> {
  return signInStateFrom(principal, await factorsOf(ctx, principal.userId), ctx.clock.now());
}
