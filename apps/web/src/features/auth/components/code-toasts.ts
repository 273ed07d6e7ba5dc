import toast from 'react-hot-toast';

/**
 * The sign-up code's toasts share one id: a newer 'we sent a code' replaces the older, and confirming the code
 * takes it away, so no stale 'We sent a code…' follows the person onto their dashboard.
 */
const CODE_TOAST_ID = 'sign-up-code';

export function toastCodeSent(message: string): void {
  toast.success(message, { id: CODE_TOAST_ID });
}

/** Said when the server refuses a sign-in until the e-mail is confirmed, and has sent a fresh code. */
export function toastCodeNeeded(message: string): void {
  toast(message, { id: CODE_TOAST_ID });
}

export function toastAccountConfirmed(): void {
  toast.dismiss(CODE_TOAST_ID);
  toast.success('Your account is confirmed');
}
