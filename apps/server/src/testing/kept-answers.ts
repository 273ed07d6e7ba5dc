import { expect } from 'vitest';
import type { AppContext } from '../context';

/**
 * A kept answer (lib/answer-cache) read twice, the second time from memory (no answer is added), then its rows
 * changed: the next read differs as `check` says.
 */
export async function showsAtOnce<T>(
  ctx: AppContext,
  read: () => Promise<T>,
  change: () => Promise<unknown>,
  check: (before: T, after: T) => void,
): Promise<void> {
  const before = await read();
  const kept = ctx.listAnswers.size;
  expect(await read()).toEqual(before);
  expect(ctx.listAnswers.size).toBe(kept);
  await change();
  check(before, await read());
}
