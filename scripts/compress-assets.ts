// Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the built web app, so the server sends
// compressed bytes without compressing on every request (@fastify/static `preCompressed`, decision 019). node:zlib
// does both at their best levels; no plugin to keep in step with Vite's majors.
//
//   node --import tsx scripts/compress-assets.ts [dist folder, default apps/web/dist]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

export type TCompressed = { file: string; raw: number; br: number; gzip: number };

export function compressFile(filePath: string): TCompressed | null {
  const bytes = fs.readFileSync(filePath);
  if (bytes.length < MIN_BYTES) return null;
  const br = zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
  const gzip = zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION });
  // A copy is only worth serving when it is smaller; otherwise the server falls back to the plain file.
  if (br.length < bytes.length) fs.writeFileSync(`${filePath}.br`, br);
  if (gzip.length < bytes.length) fs.writeFileSync(`${filePath}.gz`, gzip);
  return { file: filePath, raw: bytes.length, br: br.length, gzip: gzip.length };
}

/** Compresses every text file under `distDir` (the build's own .vite folder aside). */
export function compressAssets(distDir: string): TCompressed[] {
  const done: TCompressed[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '.vite') walk(full);
      } else if (COMPRESSIBLE.test(entry.name)) {
        const result = compressFile(full);
        if (result) done.push(result);
      }
    }
  };
  walk(distDir);
  return done;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../apps/web/dist'));
  const done = compressAssets(distDir);
  const sum = (key: 'raw' | 'br' | 'gzip') => (done.reduce((total, file) => total + file[key], 0) / 1000).toFixed(0);
  console.log(
    `compressed ${done.length} files in ${distDir}: ${sum('raw')} KB → ${sum('br')} KB brotli, ${sum('gzip')} KB gzip`,
  );
}
