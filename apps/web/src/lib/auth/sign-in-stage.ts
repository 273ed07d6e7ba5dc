import type { TSignInState } from '@docverify/contract/auth/factors';
import { useSyncExternalStore } from 'react';
import { readStoredSignInStage, storageKeys, storeSignInStage } from '@/lib/storage';

/** Where the session stands in signing in, as far as the guards need it (decision 077). */
export type TSignInStage = Pick<TSignInState, 'stage' | 'methods' | 'required'>;

const complete: TSignInStage = { stage: 'complete', methods: [], required: false };

// Kept beside the token in storage, so a reload (or another tab) still lands on the second-factor step before
// GET /api/user answers; the server's answers overwrite it whenever they carry one. Memory stands in only when the
// browser refuses storage, as for the session itself.
let memoryOnly: TSignInStage | null = null;
let snapshotKey: { raw: string | null; memory: TSignInStage | null } = { raw: null, memory: null };
let snapshot: TSignInStage = complete;
const listeners = new Set<() => void>();

function parse(raw: string | null): TSignInStage {
  if (!raw) return memoryOnly ?? complete;
  try {
    const value = JSON.parse(raw) as Partial<TSignInStage>;
    if (value.stage === 'secondFactor' || value.stage === 'enrolment' || value.stage === 'complete') {
      return { stage: value.stage, methods: value.methods ?? [], required: value.required ?? false };
    }
  } catch {
    // A damaged value reads as none: the server's next answer says where the session stands.
  }
  return complete;
}

/** Stable between changes, as useSyncExternalStore requires. */
export function getSignInStage(): TSignInStage {
  const raw = readStoredSignInStage();
  if (raw !== snapshotKey.raw || memoryOnly !== snapshotKey.memory) {
    snapshotKey = { raw, memory: memoryOnly };
    snapshot = parse(raw);
  }
  return snapshot;
}

export function setSignInStage(state: TSignInStage): void {
  const next = { stage: state.stage, methods: state.methods, required: state.required };
  const raw = next.stage === 'complete' ? null : JSON.stringify(next);
  storeSignInStage(raw);
  memoryOnly = readStoredSignInStage() === raw ? null : next;
  for (const listener of listeners) listener();
}

/** A 403 told the stage without its methods: keep the methods already known. */
export function moveToSignInStage(stage: TSignInStage['stage']): void {
  const current = getSignInStage();
  if (current.stage !== stage) setSignInStage({ ...current, stage });
}

export function resetSignInStage(): void {
  setSignInStage(complete);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.signInStage) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSignInStage(): TSignInStage {
  return useSyncExternalStore(subscribe, getSignInStage, getSignInStage);
}
