import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../context';
import { generationOfAll } from '../db/generations/list-generations';
import { sendsGzip } from './compression';
import { listLimits } from './paging/limits';

/** An answer as written, and gzipped once the first client that takes gzip asks for it. */
type Entry = { generation: string; body: string; gzipped?: Buffer };

/**
 * List, dashboard and reference-list answers an instance keeps as the JSON it wrote (decisions 045, 052, 053),
 * each with the generation of the rows it was read from (db/generations): a request whose rows have not changed
 * since gets the same bytes without reading or writing them again. Each instance keeps its own; every answer is
 * checked against the database's counters first, so an instance never serves what another instance's write has
 * made stale. The least recently used go first once the answers take `maxBytes`.
 */
export class AnswerCache {
  private readonly entries: LRUCache<string, Entry> | undefined;

  constructor(maxBytes: number) {
    this.entries =
      maxBytes > 0
        ? new LRUCache<string, Entry>({
            maxSize: maxBytes,
            // JavaScript strings take two bytes a character at most; the key is kept as well, and room for the gzipped
            // copy made later (a list page's JSON gzips to a sixth of its length: a quarter is reserved).
            sizeCalculation: (entry, key) =>
              2 * (entry.body.length + key.length) + Math.ceil(entry.body.length / 4) + 64,
          })
        : undefined;
  }

  /** Answers served from the cache, and asks it could not answer (bench/mixed-traffic reads the hit rate). */
  hits = 0;
  misses = 0;

  /** The answer kept for `key` if it was read at `generation`. */
  get(key: string, generation: string): Entry | undefined {
    const entry = this.entries?.get(key);
    const kept = entry?.generation === generation ? entry : undefined;
    if (kept) this.hits += 1;
    else this.misses += 1;
    return kept;
  }

  /** Keeps the answer (when the cache keeps any) and returns it as an entry either way. */
  set(key: string, generation: string, body: string): Entry {
    const entry = { generation, body };
    this.entries?.set(key, entry);
    return entry;
  }

  /** How many answers are kept (tests, metrics). */
  get size(): number {
    return this.entries?.size ?? 0;
  }
}

/** What a kept answer is read from (db/generations counters) and everything else it depends on (`shape`). */
export type AnswerSources = { counters: readonly [string, ...string[]]; shape: unknown[] };

/**
 * Sends a list's or a dashboard's answer: the one kept when the rows behind `counters` (db/generations) stand as
 * they were, or else `read()`'s, written by the route's own serializer (checked against the contract in development
 * and tests) and kept. `shape` is everything else the answer depends on: what is answered, who asks (when rows
 * differ by viewer), the validated request, the day (for a dashboard's last days). The counters are read before the
 * rows are, so an answer is never kept under a generation newer than its rows; the paging limits are part of the
 * key (fixed in production, shrunk by tests).
 */
export async function keptAnswer(
  ctx: AppContext,
  reply: FastifyReply,
  { counters, shape }: AnswerSources,
  read: () => Promise<unknown>,
): Promise<FastifyReply> {
  const generation = await generationOfAll(ctx.db, counters);
  const key = JSON.stringify([counters, shape, listLimits]);
  const entry =
    ctx.listAnswers.get(key, generation) ??
    ctx.listAnswers.set(key, generation, reply.serialize(await read()) as string);
  reply.type('application/json; charset=utf-8');
  if (sendsGzip(reply.request, entry.body.length)) {
    // Compressed once for every client that takes gzip (a browser's every request), not once a request: the
    // compression plugin passes an answer that already says its encoding.
    entry.gzipped ??= zlib.gzipSync(entry.body);
    return reply
      .header('content-encoding', 'gzip')
      .header('vary', 'accept-encoding')
      .header('content-length', entry.gzipped.length)
      .send(entry.gzipped);
  }
  // Already JSON: with its type set, Fastify sends the string as it is.
  return reply.send(entry.body);
}
