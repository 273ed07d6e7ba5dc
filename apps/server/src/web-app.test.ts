import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';
import { createTestDatabase, type TestDatabase } from './testing/test-database';
import { HASHED_ASSET_CACHE } from './web-app';

// A built web app as `npm run build` leaves it: hashed files under assets/ with .br and .gz copies beside them
// (scripts/compress-assets.ts), index.html, and the build's manifest in .vite/.
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const html = `<!doctype html><html><head><title>Document and Qualification Verification</title>${'<!-- padding -->'.repeat(80)}</head><body></body></html>`;

function writeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'docverify-web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  const write = (file: string, text: string) => {
    fs.writeFileSync(path.join(dist, file), text);
    fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(text));
  };
  write('assets/index-AbC123xy.js', script);
  write('index.html', html);
  // Too small to be worth compressing: the build writes no copies, and the plain file is served.
  fs.writeFileSync(path.join(dist, 'assets/tiny-Zz9Yy8Xx.js'), 'export {};');
  fs.writeFileSync(path.join(dist, '.vite/manifest.json'), '{"index.html":{"file":"assets/index-AbC123xy.js"}}');
  // What the build names for a few first pages (scripts/route-preloads.ts); one line is not the build's own.
  fs.writeFileSync(
    path.join(dist, '.vite/route-preloads.json'),
    JSON.stringify({
      '/dashboard': ['/assets/app-layout-Aa11Bb22.js', '/assets/dashboard-Cc33Dd44.js'],
      '/org/dashboard': ['/assets/x.js"><script>alert(1)</script>', '/assets/org-Ee55Ff66.js'],
    }),
  );
  return dist;
}

describe('serving the built web app', () => {
  let database: TestDatabase;
  let test: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = writeDist();
    database = await createTestDatabase('sqlite');
    test = await createTestApp(database, { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await test.app.close();
    await database.destroy();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    test.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a hashed script as brotli when the browser takes it, else gzip, else plain; cached for a year', async () => {
    const cases = [
      ['gzip, deflate, br, zstd', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
      ['br;q=0.5, gzip', 'gzip', (body: Buffer) => zlib.gunzipSync(body)],
      ['gzip', 'gzip', (body: Buffer) => zlib.gunzipSync(body)],
      ['identity', undefined, (body: Buffer) => body],
      [undefined, undefined, (body: Buffer) => body],
    ] as const;
    for (const [accept, encoding, decode] of cases) {
      const response = await get('/assets/index-AbC123xy.js', accept);
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers['content-type'], accept).toMatch(/^text\/javascript|^application\/javascript/);
      expect(response.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control'], accept).toBe(HASHED_ASSET_CACHE);
      expect(decode(response.rawPayload).toString(), accept).toBe(script);
    }
  });

  it('serves a file that has no compressed copy plainly, still immutable', async () => {
    const response = await get('/assets/tiny-Zz9Yy8Xx.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
    expect(response.body).toBe('export {};');
  });

  it('sends index.html compressed and never cached unchecked, at / and at every client route', async () => {
    for (const url of ['/', '/login', '/dashboard/document/sent?page=2']) {
      const response = await get(url, 'gzip, deflate, br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(zlib.brotliDecompressSync(response.rawPayload).toString(), url).toBe(html);
    }
    const plain = await get('/login');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(html);
  });

  it('names the chunks a first page needs in its index.html, compressed, at its path only', async () => {
    for (const url of ['/dashboard', '/dashboard/', '/dashboard?tab=1']) {
      const response = await get(url, 'gzip, deflate, br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      const page = zlib.brotliDecompressSync(response.rawPayload).toString();
      expect(page, url).toContain(
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/app-layout-Aa11Bb22.js">\n    ' +
          '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/dashboard-Cc33Dd44.js">\n  </head>',
      );
    }
    expect(zlib.gunzipSync((await get('/dashboard', 'gzip')).rawPayload).toString()).toContain('dashboard-Cc33Dd44');
    expect((await get('/dashboard')).body).toContain('modulepreload');
    // Only what looks like one of the build's scripts is named: nothing that could leave the tag.
    const org = (await get('/org/dashboard')).body;
    expect(org).toContain('/assets/org-Ee55Ff66.js');
    expect(org).not.toContain('alert');
    // Any other client route gets the plain file.
    expect((await get('/dashboard/document/sent')).body).toBe(html);
  });

  it('serves a rebuild of a first page without a restart', async () => {
    expect(zlib.brotliDecompressSync((await get('/dashboard', 'br')).rawPayload).toString()).toContain('padding');
    const rebuilt = html.replace('<title>', '<title>Rebuilt ');
    fs.writeFileSync(path.join(dist, 'index.html'), rebuilt);
    // A later modification time, as a new build's file has (some file systems stamp to the second).
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(path.join(dist, 'index.html'), later, later);
    try {
      expect(zlib.brotliDecompressSync((await get('/dashboard', 'br')).rawPayload).toString()).toContain(
        'Rebuilt Document',
      );
      expect((await get('/dashboard', 'gzip')).headers['content-encoding']).toBe('gzip');
    } finally {
      fs.writeFileSync(path.join(dist, 'index.html'), html);
    }
  });

  it('answers a missing asset with 404 text, not the page, and keeps the build manifest private', async () => {
    const missing = await get('/assets/index-Gone0000.js', 'br, gzip');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/plain/);
    const manifest = await get('/.vite/manifest.json');
    expect(manifest.body).not.toContain('assets/index-AbC123xy.js');
  });
});
