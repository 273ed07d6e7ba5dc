import { listInstitutionsOfCountry } from '@docverify/contract/reference/operations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// The verified verifying bodies of one country.

export async function getInstitutions(countryCode: string, signal?: AbortSignal) {
  const response = await callOperation(listInstitutionsOfCountry, { query: { country_code: countryCode } }, { signal });
  return response.data;
}

export function institutionsQueryOptions(countryCode: string) {
  return queryOptions({
    queryKey: ['institutions', countryCode],
    queryFn: ({ signal }) => getInstitutions(countryCode, signal),
    staleTime: 5 * 60_000,
  });
}

export function useInstitutions(countryCode: string | undefined) {
  return useQuery({ ...institutionsQueryOptions(countryCode ?? ''), enabled: Boolean(countryCode) });
}
