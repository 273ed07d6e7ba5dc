import { getOwnInstitution } from '@docverify/contract/reference/operations';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// An organisation user's or staff member's own institution.

export function useOwnInstitution(enabled: boolean) {
  return useQuery({
    queryKey: ['institutions', 'mine'],
    queryFn: async () => (await callOperation(getOwnInstitution, {})).data,
    enabled,
  });
}
