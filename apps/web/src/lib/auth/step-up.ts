/**
 * Asks the person for their second factor again, for an action the server keeps for a fresh one (403
 * STEP_UP_REQUIRED). The app registers the dialog that asks; the data layer (lib/http) calls it and retries the
 * action once when it resolves true (decision 077).
 */
export type TStepUpPrompt = () => Promise<boolean>;

let prompt: TStepUpPrompt | null = null;
// Two calls refused at once share one question: the person answers once, both are retried.
let pending: Promise<boolean> | null = null;

/** Registers the prompt; the returned function removes it (when the component that showed it unmounts). */
export function setStepUpPrompt(next: TStepUpPrompt): () => void {
  prompt = next;
  return () => {
    if (prompt === next) prompt = null;
  };
}

export function askForStepUp(): Promise<boolean> {
  if (!prompt) return Promise.resolve(false);
  pending ??= prompt().finally(() => {
    pending = null;
  });
  return pending;
}
