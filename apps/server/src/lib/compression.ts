import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Below this an answer reaches a phone in the same one or two TCP segments compressed or not (`GET /api/user` is
 * ~1 KB), and compressing it would cost the server more than it saves on the wire.
 */
export const SMALLEST_COMPRESSED = 2048;

/** The encodings offered, the server's preference first (when the client's weights tie, as browsers send them). */
const ENCODINGS: ('gzip' | 'br')[] = ['gzip', 'br'];

/**
 * What is worth compressing: the API's JSON and the CSV exports. Registered in the API's scope only: pages and
 * assets come precompressed (web-app.ts), and a file streamed before its type is set would look like JSON here.
 */
const COMPRESSIBLE = /^(application\/json|text\/csv)(;|$)/;

/**
 * JSON answers over 2 KB and CSV exports go out compressed when the client accepts it (decision 032). A list page
 * is ~15 KB of JSON, ~2.3 KB gzipped: on a slow mobile link that is the difference between one round trip and two. gzip
 * first: at its default level it makes 5 % more bytes than brotli at quality 4 for ~25 % less CPU (measured on a
 * list page: 63–70 µs against 84–92). Answers up to 64 KB are compressed in place (one call, an exact
 * content-length); longer ones and streams (the CSV of every payment) through zlib's streams on the thread pool.
 *
 * Request bodies are never inflated: a body says what it is by its content type, and a small gzip can expand to
 * far more than the body limit. With `globalDecompression` off a gzip body is read as the bytes it is, and the JSON
 * parser refuses it (400).
 *
 * Compressing a secret beside text an attacker chose leaks the secret through the length (BREACH). It needs the
 * victim's browser to send authenticated requests the attacker makes; this API authenticates by a bearer header
 * the web app adds itself, never by a cookie a cross-site request would carry.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    globalDecompression: false,
    encodings: ENCODINGS,
    customTypes: COMPRESSIBLE,
    threshold: SMALLEST_COMPRESSED,
    syncThreshold: 64 * 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
