import type { TCategoryId } from '@docverify/contract/documents/vocabulary';
import { listInstitutionsOfCountry } from '@docverify/contract/reference/operations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// The verified verifying bodies of one country that verify the chosen category of documents.

export async function getInstitutions(countryCode: string, category: TCategoryId, signal?: AbortSignal) {
  const response = await callOperation(
    listInstitutionsOfCountry,
    { query: { country_code: countryCode, category } },
    { signal },
  );
  return response.data;
}

export function institutionsQueryOptions(countryCode: string, category: TCategoryId) {
  return queryOptions({
    queryKey: ['institutions', countryCode, category],
    queryFn: ({ signal }) => getInstitutions(countryCode, category, signal),
    staleTime: 5 * 60_000,
  });
}

export function useInstitutions(countryCode: string | undefined, category: TCategoryId | undefined) {
  return useQuery({
    ...institutionsQueryOptions(countryCode ?? '', category ?? 'educ'),
    enabled: Boolean(countryCode && category),
  });
}
