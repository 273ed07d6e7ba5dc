import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../context';
import { generationOf } from '../db/generations/list-generations';
import { listLimits } from './paging/limits';

type Entry = { generation: string; body: string };

/**
 * List answers an instance keeps as the JSON it wrote (decision 045), each with the generation of the rows it was
 * read from (db/generations): a request whose rows have not changed since gets the same bytes without reading or
 * writing them again. Each instance keeps its own; every answer is checked against the database's counters first,
 * so an instance never serves what another instance's write has made stale. The least recently used go first
 * once the answers take `maxBytes`.
 */
export class AnswerCache {
  private readonly entries: LRUCache<string, Entry> | undefined;

  constructor(maxBytes: number) {
    this.entries =
      maxBytes > 0
        ? new LRUCache<string, Entry>({
            maxSize: maxBytes,
            // JavaScript strings take two bytes a character at most; the key is kept as well.
            sizeCalculation: (entry, key) => 2 * (entry.body.length + key.length) + 64,
          })
        : undefined;
  }

  /** The answer kept for `key` if it was read at `generation`. */
  get(key: string, generation: string): string | undefined {
    const entry = this.entries?.get(key);
    return entry?.generation === generation ? entry.body : undefined;
  }

  set(key: string, generation: string, body: string): void {
    this.entries?.set(key, { generation, body });
  }

  /** How many answers are kept (tests, metrics). */
  get size(): number {
    return this.entries?.size ?? 0;
  }
}

/**
 * Sends a list's answer: the one kept when the rows behind `counters` (db/generations) stand as they were, or else
 * `read()`'s, written by the route's own serializer (checked against the contract in development and tests) and
 * kept. `shape` is everything else the answer depends on: the list, who asks (when rows differ by viewer), the
 * validated request. The counters are read before the list is, so an answer is never kept under a generation
 * newer than its rows; the paging limits are part of the key (fixed in production, shrunk by tests).
 */
export async function keptList(
  ctx: AppContext,
  reply: FastifyReply,
  { counters, shape }: { counters: [string, string]; shape: unknown[] },
  read: () => Promise<unknown>,
): Promise<FastifyReply> {
  const generation = await generationOf(ctx.db, ...counters);
  const key = JSON.stringify([counters, shape, listLimits]);
  let body = ctx.listAnswers.get(key, generation);
  if (body === undefined) {
    body = reply.serialize(await read()) as string;
    ctx.listAnswers.set(key, generation, body);
  }
  // Already JSON: with its type set, Fastify sends the string as it is.
  return reply.type('application/json; charset=utf-8').send(body);
}
