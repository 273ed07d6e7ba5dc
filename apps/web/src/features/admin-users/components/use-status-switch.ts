import toast from 'react-hot-toast';
import { errorMessage } from '@/lib/http';
import { useUpdateUserStatus } from '@/features/admin-users/api/update-user-status';

/** The row switch of an organisation or individual account: on activates it, off signs it out everywhere. */
export function useStatusSwitch() {
  const update = useUpdateUserStatus();
  const setActive = (userId: string, name: string, active: boolean) =>
    update.mutate(
      { user_id: userId, status: active ? 'active' : 'inactive' },
      {
        onSuccess: () => toast.success(`${name} is now ${active ? 'active' : 'inactive'}`),
        onError: (error) => toast.error(errorMessage(error, 'Could not update user')),
      },
    );
  const isUpdating = (userId: string) => update.isPending && update.variables.user_id === userId;
  return { setActive, isUpdating };
}
