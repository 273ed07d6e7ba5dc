import { describe, expect, it } from 'vitest';
import { loopShare } from './loop-share';

/** Whether a callback queued with setImmediate ran while `step` was awaited: did the step give way? */
async function gaveWay(step: () => Promise<void>): Promise<boolean> {
  let ran = false;
  setImmediate(() => (ran = true));
  await step();
  return ran;
}

function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('loopShare', () => {
  it('does not give way while the task is within its budget', async () => {
    const share = loopShare(50);
    expect(await gaveWay(share)).toBe(false);
    busy(5);
    expect(await gaveWay(share)).toBe(false);
  });

  it('gives way once the budget is spent, and counts the budget again from there', async () => {
    const share = loopShare(5);
    busy(6);
    expect(await gaveWay(share)).toBe(true);
    expect(await gaveWay(share)).toBe(false);
    busy(6);
    expect(await gaveWay(share)).toBe(true);
  });
});
