import { getCatalogue as getCatalogueOperation } from '@docverify/contract/reference/operations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// The categories with their document types, and the countries.

export async function getCatalogue(signal?: AbortSignal) {
  const response = await callOperation(getCatalogueOperation, {}, { signal });
  return response.data;
}

export function catalogueQueryOptions() {
  // Reference data changes with a release, not while someone fills in a form.
  return queryOptions({ queryKey: ['catalogue'], queryFn: ({ signal }) => getCatalogue(signal), staleTime: Infinity });
}

export function useCatalogue() {
  return useQuery(catalogueQueryOptions());
}
