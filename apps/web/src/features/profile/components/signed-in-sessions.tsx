import type { TSignedInSession } from '@docverify/contract/auth/sessions';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormAlert } from '@/components/form/form-alert';
import { formatDateTime, formatWaited } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { useEndOtherSessions } from '@/features/profile/api/end-other-sessions';
import { useEndSession } from '@/features/profile/api/end-session';
import { useSignedInSessions } from '@/features/profile/api/get-signed-in-sessions';

// Within the server's 5-minute precision of "last seen" (decision 076), a session is simply active.
const ACTIVE_WITHIN_MS = 5 * 60 * 1000;

function lastSeen(session: TSignedInSession): string {
  if (session.current || Date.now() - new Date(session.lastSeenAt).getTime() < ACTIVE_WITHIN_MS) return 'Active now';
  return `Last active ${formatWaited(session.lastSeenAt)} ago`;
}

function SessionRow({ session }: { session: TSignedInSession }) {
  const end = useEndSession();
  const signOut = () =>
    end.mutate(session.id, {
      onSuccess: () => toast.success(`Signed out of ${session.device}`),
      onError: (error) => toast.error(errorMessage(error, 'Could not sign that session out')),
    });
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-gray-900">
          {session.device}
          {session.current ? (
            <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-700 ring-1 ring-green-600/20">
              This device
            </span>
          ) : null}
          {session.awaitingSecondFactor ? (
            <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-600/30">
              Password only: second factor not given
            </span>
          ) : null}
        </p>
        {session.awaitingSecondFactor ? (
          <p className="text-sm text-amber-800">
            If this was not you, someone has your password: change it, then sign this out.
          </p>
        ) : null}
        <p className="text-sm text-gray-600">
          {lastSeen(session)}
          {session.network ? ` · network ${session.network}` : ''}
        </p>
        <p className="text-sm text-gray-500">Signed in {formatDateTime(session.createdAt)}</p>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          className="w-full sm:w-auto"
          pending={end.isPending}
          aria-label={`Sign out ${session.device}`}
          onClick={signOut}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

/** The device in hand first, then the others newest first (as the server lists them). */
const thisDeviceFirst = (sessions: TSignedInSession[]) =>
  [...sessions].sort((a, b) => Number(b.current) - Number(a.current));

/** "Where you're signed in": every live session of the person, each other one with its own sign-out. */
export function SignedInSessions() {
  const sessions = useSignedInSessions();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  const signOutOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: (response) => toast.success(response.message),
      onError: (error) => toast.error(errorMessage(error, 'Could not sign the other sessions out')),
      onSettled: () => setConfirming(false),
    });

  return (
    <section aria-labelledby="sessions-title">
      <div className="mb-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="sessions-title" className="text-lg font-semibold text-gray-900">
          Where you’re signed in
        </h2>
        {others > 0 ? (
          <Button variant="secondary" className="w-full sm:w-auto" onClick={() => setConfirming(true)}>
            Sign out everywhere else
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-gray-600">
        Places are shown by network, not exact address. If you do not recognise one, sign it out and change your
        password.
      </p>
      {sessions.isPending ? <p className="mt-4 text-sm text-gray-500">Loading…</p> : null}
      {sessions.isError ? (
        <div className="mt-4 space-y-3">
          <FormAlert message={errorMessage(sessions.error, 'Could not fetch where you are signed in')} />
          <Button variant="secondary" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {sessions.data ? (
        <ul aria-label="Signed-in devices" className="divide-y divide-gray-200">
          {thisDeviceFirst(sessions.data).map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Sign out everywhere else?"
        confirmLabel="Sign out everywhere else"
        pending={endOthers.isPending}
        onConfirm={signOutOthers}
        onClose={() => setConfirming(false)}
      >
        {others === 1 ? 'Your other session' : `Your ${others} other sessions`} will be signed out. You stay signed in
        on this device.
      </ConfirmDialog>
    </section>
  );
}
