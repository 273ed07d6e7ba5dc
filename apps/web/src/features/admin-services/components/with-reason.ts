import { errorMessage } from '@/lib/http';

/** The spec's text first ('Could not update Service Charge'), then the server's reason when it gave one. */
export function withReason(text: string, error: unknown): string {
  const reason = errorMessage(error, '');
  return reason ? `${text}: ${reason}` : text;
}
