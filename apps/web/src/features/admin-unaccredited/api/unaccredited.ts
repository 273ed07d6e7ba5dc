import {
  ZAddUnaccreditedResponse,
  ZImportUnaccreditedResponse,
  ZRemoveUnaccreditedResponse,
  ZUnaccreditedListResponse,
  type TAddUnaccredited,
  type TImportUnaccredited,
} from '@docverify/contract/fraud-signals/unaccredited';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

// The administrators' list of unaccredited awarding bodies (decision 024): GET /system/admin/unaccredited, POST to
// add, POST …/import, POST …/remove. Every change invalidates the list and the signals shown in panels.

const listKey = ['admin', 'unaccredited'] as const;

export const unaccreditedListQuery = (page: number, search: string) =>
  queryOptions({
    queryKey: [...listKey, { page, search }],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), ...(search ? { search } : {}) });
      return http.get(`/system/admin/unaccredited?${query.toString()}`, ZUnaccreditedListResponse, { signal });
    },
    placeholderData: keepPreviousData,
  });

export function useUnaccreditedList(page: number, search: string) {
  return useQuery(unaccreditedListQuery(page, search));
}

function useListChange<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: listKey }),
        queryClient.invalidateQueries({ queryKey: ['fraud-signals'] }),
      ]);
    },
  });
}

export const useAddUnaccredited = () =>
  useListChange((input: TAddUnaccredited) => http.post('/system/admin/unaccredited', input, ZAddUnaccreditedResponse));

export const useImportUnaccredited = () =>
  useListChange((input: TImportUnaccredited) =>
    http.post('/system/admin/unaccredited/import', input, ZImportUnaccreditedResponse),
  );

export const useRemoveUnaccredited = () =>
  useListChange((id: string) => http.post('/system/admin/unaccredited/remove', { id }, ZRemoveUnaccreditedResponse));
