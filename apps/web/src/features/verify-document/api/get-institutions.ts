import { ZInstitutionListResponse } from '@docverify/contract/reference/institutions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

// GET /api/verify/institute?country_code=XX: the verified verifying bodies of one country.

export async function getInstitutions(countryCode: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ country_code: countryCode });
  const response = await http.get(`/verify/institute?${query.toString()}`, ZInstitutionListResponse, { signal });
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
