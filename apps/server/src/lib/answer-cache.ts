import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';

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
 * Sends a route's answer from the cache when its rows are where they were, otherwise computed, written by the route's
 * own serializer (checked against the contract in development and tests) and kept. The caller reads `generation`
 * before anything it guards, so a kept answer is never older than the generation it is kept under.
 */
export async function cachedAnswer(
  reply: FastifyReply,
  cache: AnswerCache,
  { key, generation }: { key: string; generation: string },
  compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  let body = cache.get(key, generation);
  if (body === undefined) {
    body = reply.serialize(await compute()) as string;
    cache.set(key, generation, body);
  }
  // Already JSON: with its type set, Fastify sends the string as it is.
  return reply.type('application/json; charset=utf-8').send(body);
}
