import { ZOwnInstitutionResponse } from '@docverify/contract/reference/institutions';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

// GET /api/institutions/mine: an organisation user's or staff member's own institution.

export function useOwnInstitution(enabled: boolean) {
  return useQuery({
    queryKey: ['institutions', 'mine'],
    queryFn: async () => (await http.get('/institutions/mine', ZOwnInstitutionResponse)).data,
    enabled,
  });
}
