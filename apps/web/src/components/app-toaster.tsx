import { useEffect, useSyncExternalStore } from 'react';
import { Toaster } from 'react-hot-toast';

/**
 * Toasts stay where a screen reader is. A modal dialog makes the rest of the page inert (Headless UI), the page's
 * toaster with it, so "Refund sent" or "Could not save" raised while a panel is open would go unheard: while a
 * dialog is open its own `<Toaster>` (DialogToaster) shows them and the page's steps aside — one copy on screen,
 * inside the part of the page that is live.
 */
let openDialogs = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const dialogsOpen = () => openDialogs;

/**
 * The page's toaster, in the app's provider: absent while a dialog shows its own. react-hot-toast's own `<Toaster>`
 * with its defaults, which are the spec's (top centre, 8 px apart, 16 px from the edges, its timings and icons).
 */
export function AppToaster() {
  const open = useSyncExternalStore(subscribe, dialogsOpen, dialogsOpen);
  return open > 0 ? null : <Toaster />;
}

/** Rendered inside a modal dialog's panel while it is open. */
export function DialogToaster() {
  useEffect(() => {
    openDialogs += 1;
    notify();
    return () => {
      openDialogs -= 1;
      notify();
    };
  }, []);
  return <Toaster />;
}
