import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressAssets } from './compress-assets';
import { checkBudget, otherPageBudgetKb, otherPages, loadClosure, weighPages, type TManifest } from './web-budget';

// The shape Vite writes: the entry keyed by index.html, lazy routes by their source path, shared chunks by `_name`.
const manifest: TManifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/app/layouts/app-layout.tsx', 'src/features/auth/routes/login.tsx', 'src/charts.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_react.js'] },
  '_zod.js': { file: 'assets/zod.js', name: 'zod' },
  'src/app/layouts/app-layout.tsx': { file: 'assets/app-layout.js', imports: ['index.html', '_react.js'] },
  'src/features/auth/routes/login.tsx': {
    file: 'assets/login.js',
    imports: ['index.html', '_form.js'],
    // Loaded on first use, not before the page shows: not counted.
    dynamicImports: ['_zod.js'],
  },
  'src/charts.tsx': { file: 'assets/charts.js', imports: ['_form.js'] },
};

const sizes: Record<string, number> = {
  'assets/index.js': 40_000,
  'assets/react.js': 30_000,
  'assets/form.js': 10_000,
  'assets/zod.js': 25_000,
  'assets/app-layout.js': 5_000,
  'assets/login.js': 1_000,
  'assets/charts.js': 90_000,
};
const sizeOf = (file: string) => ({ raw: sizes[file]! * 3, gzip: sizes[file]!, brotli: sizes[file]! * 0.8 });

describe('the web weight budget', () => {
  it('follows static imports once each, through cycles back to the entry', () => {
    expect(loadClosure(manifest, ['index.html', 'src/features/auth/routes/login.tsx'])).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/login.js',
      'assets/form.js',
    ]);
  });

  it('weighs a page as the entry plus its route chunks and their static imports, and flags it over budget', () => {
    const [login, charts] = weighPages(
      manifest,
      [
        { page: '/login', modules: ['src/features/auth/routes/login.tsx'], budgetKb: 100 },
        { page: '/charts', modules: ['src/app/layouts/app-layout.tsx', 'src/charts.tsx'], budgetKb: 150 },
      ],
      sizeOf,
    );
    expect(login).toMatchObject({ gzip: 81_000, raw: 243_000, brotli: 64_800, over: false });
    expect(login!.files).not.toContain('assets/zod.js');
    expect(charts).toMatchObject({ gzip: 175_000, over: true });
  });

  it('covers every other lazy route with the signed-in shell', () => {
    const others = otherPages(manifest, [
      { page: '/login', modules: ['src/features/auth/routes/login.tsx'], budgetKb: 100 },
    ]);
    expect(others).toEqual([
      {
        page: 'src/charts.tsx',
        modules: ['src/app/layouts/app-layout.tsx', 'src/charts.tsx'],
        budgetKb: otherPageBudgetKb,
      },
    ]);
  });

  it('names a route module the manifest lost, so a renamed page cannot slip out of the budget', () => {
    expect(() => loadClosure(manifest, ['src/features/auth/routes/gone.tsx'])).toThrow(/gone\.tsx/);
  });

  it('reads a built folder: gzip of the real files, a table, and false when a page is over', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-budget-'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
    for (const file of Object.keys(sizes)) {
      // Random bytes barely compress: the gzip size stays near the file size.
      fs.writeFileSync(path.join(dist, file), crypto.randomBytes(sizes[file]! / 10));
    }
    const lines: string[] = [];
    const login = { page: '/login', modules: ['src/features/auth/routes/login.tsx'], budgetKb: 9 };

    expect(checkBudget(dist, { pages: [login], log: (line) => lines.push(line) })).toBe(true);
    expect(lines.join('\n')).toMatch(/\/login +4 +8\.\d +8\.\d +8\.\d +9\n/);
    // Charts, as any other page, with the shell: 17.5 KB against the default.
    expect(lines.join('\n')).toMatch(/heaviest other: charts\.tsx/);

    expect(checkBudget(dist, { pages: [{ ...login, budgetKb: 8 }], log: (line) => lines.push(line) })).toBe(false);
    expect(lines.at(-1)).toMatch(/^over budget: \/login 8\.\d KB gzip > 8 KB$/);
    fs.rmSync(dist, { recursive: true, force: true });
  });
});

describe('compressing the build', () => {
  it('writes .br and .gz beside text files worth it, none for small files or the manifest', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compress-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.mkdirSync(path.join(dist, '.vite'));
    const script = 'export const a = "compress me";\n'.repeat(100);
    fs.writeFileSync(path.join(dist, 'assets/app.js'), script);
    fs.writeFileSync(path.join(dist, 'assets/tiny.js'), 'export {};');
    fs.writeFileSync(path.join(dist, 'assets/logo.png'), Buffer.alloc(4096));
    fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify({ padding: 'x'.repeat(4096) }));

    const done = compressAssets(dist);

    expect(done.map((file) => path.relative(dist, file.file))).toEqual(['assets/app.js']);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, 'assets/app.js.br'))).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dist, 'assets/app.js.gz'))).toString()).toBe(script);
    for (const file of ['assets/tiny.js.br', 'assets/logo.png.gz', '.vite/manifest.json.br']) {
      expect(fs.existsSync(path.join(dist, file)), file).toBe(false);
    }
    fs.rmSync(dist, { recursive: true, force: true });
  });
});
