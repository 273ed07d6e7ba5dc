import { ZCatalogue } from '@docverify/contract/reference/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

// GET /api/reference/catalogue: the categories with their document types, and the countries.

export async function getCatalogue(signal?: AbortSignal) {
  const response = await http.get('/reference/catalogue', ZCatalogue, { signal });
  return response.data;
}

export function catalogueQueryOptions() {
  // Reference data changes with a release, not while someone fills in a form.
  return queryOptions({ queryKey: ['catalogue'], queryFn: ({ signal }) => getCatalogue(signal), staleTime: Infinity });
}

export function useCatalogue() {
  return useQuery(catalogueQueryOptions());
}
