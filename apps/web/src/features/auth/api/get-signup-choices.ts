import { ZSignupChoicesResponse } from '@docverify/contract/organisations/signup-choices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

// GET /api/organisations/signup-choices (public): companies, industries and countries for an organisation sign-up.

export function getSignupChoices() {
  return http.get('/organisations/signup-choices', ZSignupChoicesResponse, { anonymous: true });
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
