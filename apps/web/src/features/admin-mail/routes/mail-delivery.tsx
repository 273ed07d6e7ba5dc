import type { TUndeliveredMail } from '@docverify/contract/admin/mail';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/button';
import { useRetryMail, useUndeliveredMail } from '@/features/admin-mail/api/undelivered-mail';
import { formatDateTime } from '@/lib/format';
import { errorMessage } from '@/lib/http';

const title = 'E-mail delivery';

function state(mail: TUndeliveredMail): string {
  if (mail.status === 'failed') return 'Given up';
  return `Retrying${mail.next_attempt_at ? ` at ${formatDateTime(mail.next_attempt_at)}` : ''}`;
}

/**
 * /admin/mail: e-mail the outbox could not deliver (decision 021) — still being retried after a failed attempt, or
 * given up on — with the mail server's answer, so an administrator can fix the cause and send the failed ones again.
 */
export function Component() {
  const mail = useUndeliveredMail();
  const retry = useRetryMail();
  const [chosen, setChosen] = useState<string[]>([]);
  const rows = mail.data?.data ?? [];
  const toggle = (id: string, on: boolean) =>
    setChosen((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));
  const send = () =>
    retry.mutate(chosen, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setChosen([]);
      },
      onError: (error) => toast.error(errorMessage(error, 'Could not retry the messages')),
    });

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-6xl">
      <title>{`${title} · Document and Qualification Verification`}</title>
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-gray-900">
        {title}
      </h1>
      <p className="mt-2 max-w-3xl text-sm text-gray-600">
        Every e-mail is kept until the mail server accepts it. Messages the server refused, or that still failed a day
        after they were written, are given up on: fix the cause (the reason is shown), then send them again.
      </p>
      {mail.isError ? (
        <p role="alert" className="mt-6 text-sm text-red-700">
          {errorMessage(mail.error, 'Could not load the undelivered e-mail')}
        </p>
      ) : null}
      {mail.isSuccess && rows.length === 0 ? (
        <p className="mt-6 rounded-md bg-green-50 p-4 text-sm text-green-800">Every e-mail has been delivered.</p>
      ) : null}
      {rows.length > 0 ? (
        <>
          <div className="mt-6 overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-gray-200">
            <table className="min-w-full divide-y divide-gray-200 text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="bg-gray-50 text-xs font-semibold text-gray-700">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Choose
                  </th>
                  <th scope="col" className="px-4 py-3">
                    To
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Subject
                  </th>
                  <th scope="col" className="px-4 py-3">
                    State
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Last answer
                  </th>
                  <th scope="col" className="hidden px-4 py-3 md:table-cell">
                    Written
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td className="px-4 py-3">
                      {row.status === 'failed' ? (
                        <input
                          type="checkbox"
                          className="size-5"
                          aria-label={`Choose the e-mail to ${row.to}: ${row.subject}`}
                          checked={chosen.includes(row.id)}
                          onChange={(event) => toggle(row.id, event.target.checked)}
                        />
                      ) : null}
                    </td>
                    <th scope="row" className="px-4 py-3 font-medium text-gray-900">
                      {row.to}
                    </th>
                    <td className="px-4 py-3">{row.subject}</td>
                    <td className="px-4 py-3">
                      {state(row)} ({row.attempts} {row.attempts === 1 ? 'attempt' : 'attempts'})
                    </td>
                    <td className="px-4 py-3 break-words text-gray-700">{row.last_error ?? ''}</td>
                    <td className="hidden px-4 py-3 md:table-cell">{formatDateTime(row.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Button className="mt-4" disabled={chosen.length === 0} pending={retry.isPending} onClick={send}>
            Send the chosen again
          </Button>
        </>
      ) : null}
    </section>
  );
}
