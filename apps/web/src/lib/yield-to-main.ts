type TScheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer a tap in between. A page's
 * first load is module evaluation, then rendering: run as one task on a phone's CPU they freeze the screen for
 * hundreds of milliseconds (Lighthouse's Total Blocking Time). `scheduler.yield()` resumes ahead of other
 * queued work; where it is missing (older browsers, jsdom), a message-channel task does the same job, and unlike a
 * timer it is not clamped or held back by tests' fake timers.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
