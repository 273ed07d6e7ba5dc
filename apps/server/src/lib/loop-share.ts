/**
 * How long one request may keep the event loop before it lets the others in. A long read (a search checked row
 * by row, a walk to a page far from both ends) gives way between its steps; giving way after every step, as it
 * did, sent a request with three windows to the back of the queue three times, and under 20 connections its
 * answer took three queues' time. Giving way only once this much time has passed
 * keeps every stall short (the target is 50 ms) and leaves short reads in one turn.
 */
export const LOOP_SHARE_MS = 10;

/**
 * A gate a long task awaits between its steps: it yields to other work (`setImmediate`) only when the task has
 * run `budgetMs` since it started or last yielded, and otherwise resolves at once.
 */
export function loopShare(budgetMs = LOOP_SHARE_MS): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < budgetMs) return;
    await new Promise((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}
