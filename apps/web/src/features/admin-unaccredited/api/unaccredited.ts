import type { TAddUnaccredited, TImportUnaccredited } from '@docverify/contract/fraud-signals/unaccredited';
import {
  addUnaccredited,
  importUnaccredited,
  listUnaccredited,
  removeUnaccredited,
} from '@docverify/contract/fraud-signals/unaccredited-operations';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';

// The administrators' list of unaccredited awarding bodies (decision 024): list, add, import, remove. Every change invalidates the list and the signals shown in panels.

const listKey = ['admin', 'unaccredited'] as const;

export const unaccreditedListQuery = (page: number, search: string) =>
  queryOptions({
    queryKey: [...listKey, { page, search }],
    queryFn: ({ signal }) => callOperation(listUnaccredited, { query: { page, search } }, { signal }),
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
  useListChange((body: TAddUnaccredited) => callOperation(addUnaccredited, { body }));

export const useImportUnaccredited = () =>
  useListChange((body: TImportUnaccredited) => callOperation(importUnaccredited, { body }));

export const useRemoveUnaccredited = () =>
  useListChange((id: string) => callOperation(removeUnaccredited, { body: { id } }));
