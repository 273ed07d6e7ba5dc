import { updateProfile as updateProfileOperation } from '@docverify/contract/profile/operations';
import type { TProfileUpdate } from '@docverify/contract/profile/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { callOperation } from '@/lib/http';

// The signed-in user's own names and phone.

export async function updateProfile(body: TProfileUpdate) {
  const response = await callOperation(updateProfileOperation, { body });
  return response.user;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The answer is the current user: the avatar's initials and every page reading it update at once.
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
