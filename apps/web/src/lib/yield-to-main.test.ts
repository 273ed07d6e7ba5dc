import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from '@/lib/yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resumes in a later task: every microtask queued before it has run, and so has a task queued before it', async () => {
    const order: string[] = [];
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      order.push('earlier task');
      channel.port1.close();
    };
    channel.port2.postMessage(null);
    const resumed = yieldToMain().then(() => order.push('resumed'));
    void Promise.resolve().then(() => order.push('microtask'));
    await resumed;
    expect(order).toEqual(['microtask', 'earlier task', 'resumed']);
  });

  it("is not held back by a test's fake timers", async () => {
    vi.useFakeTimers();
    try {
      await expect(yieldToMain()).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});
