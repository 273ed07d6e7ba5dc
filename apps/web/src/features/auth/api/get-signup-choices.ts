import { getSignupChoices as getSignupChoicesOperation } from '@docverify/contract/organisations/operations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// Companies, industries and countries for an organisation sign-up.

export function getSignupChoices() {
  return callOperation(getSignupChoicesOperation, {}, { anonymous: true });
}

export function signupChoicesQueryOptions() {
  return queryOptions({
    queryKey: ['signup-choices'],
    queryFn: getSignupChoices,
    // Static reference lists: one fetch per visit is plenty.
    staleTime: Infinity,
  });
}

/** Fetched only once Organization is chosen, so an individual's sign-up makes no extra call. */
export function useSignupChoices(enabled: boolean) {
  return useQuery({ ...signupChoicesQueryOptions(), enabled });
}
