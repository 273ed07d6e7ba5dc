// What a phone downloads before each page can show: the entry chunk and its static imports, plus each lazy chunk the
// router loads for that page and their static imports, read from Vite's manifest (decision 019). Run after
// `vite build`: prints a table and exits 1 when a page is over its budget.
//
//   node --import tsx scripts/web-budget.ts [dist folder, default apps/web/dist]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** The part of a Vite manifest entry the budget reads. */
export type TManifestChunk = {
  file: string;
  /** The chunk's name before hashing (a shared chunk is named after its first module). */
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type TManifest = Record<string, TManifestChunk>;

/** A page: its lazy route modules (manifest keys, relative to apps/web) in the order the router loads them. */
export type TPageBudget = { page: string; modules: string[]; budgetKb: number };

export type TPageWeight = {
  page: string;
  files: string[];
  /** Bytes of JavaScript as built, gzipped (level 9, as the build's .gz files are) and as served (the .br copy). */
  raw: number;
  gzip: number;
  brotli: number;
  budgetKb: number;
  over: boolean;
};

const KB = 1000;
const APP_LAYOUT = 'src/app/layouts/app-layout.tsx';
const route = (file: string) => `src/features/${file}.tsx`;
// Each budget is the page's weight as the React build measured it (decision 055) plus about 5 %: a regression guard,
// so any page that grows stops the build. The earlier targets, 100 KB for sign-in and 200 KB for an area's first page, were
// set for another renderer; the pages are held to Lighthouse's targets instead (bench/lighthouse.ts).
export const pageBudgets: TPageBudget[] = [
  { page: '/login', modules: [route('auth/routes/login')], budgetKb: 187 },
  { page: '/login/admin', modules: [route('auth/routes/admin-login')], budgetKb: 187 },
  { page: '/signup', modules: [route('auth/routes/signup')], budgetKb: 192 },
  {
    page: '/dashboard',
    modules: [APP_LAYOUT, route('dashboard/routes/dashboard')],
    budgetKb: 214,
  },
  {
    page: '/dashboard/document/sent',
    modules: [APP_LAYOUT, route('documents/routes/sent-documents')],
    budgetKb: 225,
  },
  {
    page: '/dashboard/verifydocument',
    modules: [APP_LAYOUT, route('verify-document/routes/verify-document')],
    budgetKb: 270,
  },
  { page: '/org/dashboard', modules: [APP_LAYOUT, route('org-dashboard/routes/org-dashboard')], budgetKb: 214 },
  {
    page: '/org/document/received',
    modules: [APP_LAYOUT, route('received/routes/received-documents')],
    budgetKb: 260,
  },
  { page: '/admin/dashboard', modules: [APP_LAYOUT, route('admin-dashboard/routes/admin-dashboard')], budgetKb: 214 },
];

/** Any other page: the entry, the signed-in shell and the page's own chunk (an upper bound for public pages). */
export const otherPageBudgetKb = 267;

/** The manifest key of the HTML entry (Vite names it after index.html). */
export function entryKey(manifest: TManifest): string {
  const keys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (keys.length !== 1) throw new Error(`expected one entry in the manifest, found ${keys.length}`);
  return keys[0]!;
}

/**
 * Every chunk file a set of manifest keys needs before its page shows: themselves and their static imports,
 * transitively. What a page imports on first use is not counted.
 */
export function loadClosure(manifest: TManifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk for ${key}: was it renamed? (scripts/web-budget.ts)`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

export function weighPages(
  manifest: TManifest,
  pages: TPageBudget[],
  sizeOf: (file: string) => TFileSize,
): TPageWeight[] {
  const entry = entryKey(manifest);
  return pages.map(({ page, modules, budgetKb }) => {
    const files = loadClosure(manifest, [entry, ...modules]).filter((file) => file.endsWith('.js'));
    let raw = 0;
    let gzip = 0;
    let brotli = 0;
    for (const file of files) {
      const size = sizeOf(file);
      raw += size.raw;
      gzip += size.gzip;
      brotli += size.brotli;
    }
    return { page, files, raw, gzip, brotli, budgetKb, over: gzip > budgetKb * KB };
  });
}

/** The pages the router loads lazily that no named budget covers, each weighed with the signed-in shell. */
export function otherPages(manifest: TManifest, named: TPageBudget[]): TPageBudget[] {
  const covered = new Set(named.flatMap((page) => page.modules));
  // The router's lazy pages, which the entry imports.
  return (manifest[entryKey(manifest)]?.dynamicImports ?? [])
    .filter((key) => !covered.has(key) && key !== APP_LAYOUT)
    .map((key) => ({ page: key, modules: [APP_LAYOUT, key], budgetKb: otherPageBudgetKb }));
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

export function formatTable(rows: TPageWeight[]): string {
  const lines = [
    `${'page'.padEnd(34)} ${'files'.padStart(5)} ${'JS KB'.padStart(8)} ${'gzip KB'.padStart(8)} ${'br KB'.padStart(7)} ${'budget'.padStart(7)}`,
  ];
  for (const row of rows) {
    lines.push(
      `${row.page.padEnd(34)} ${String(row.files.length).padStart(5)} ${kb(row.raw).padStart(8)} ${kb(row.gzip).padStart(8)} ${kb(row.brotli).padStart(7)} ${String(row.budgetKb).padStart(7)}${row.over ? '  OVER BUDGET' : ''}`,
    );
  }
  return lines.join('\n');
}

export type TFileSize = { raw: number; gzip: number; brotli: number };

/** Sizes of a built file: the brotli copy the server sends when the build wrote one (else compressed here). */
function fileSizer(distDir: string) {
  const cache = new Map<string, TFileSize>();
  return (file: string) => {
    let size = cache.get(file);
    if (!size) {
      const full = path.join(distDir, file);
      const bytes = fs.readFileSync(full);
      const brotli = fs.existsSync(`${full}.br`)
        ? fs.statSync(`${full}.br`).size
        : zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      size = { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length, brotli };
      cache.set(file, size);
    }
    return size;
  };
}

/** Prints the table; returns false when a page is over its budget. */
export function checkBudget(
  distDir: string,
  { pages = pageBudgets, log = console.log }: { pages?: TPageBudget[]; log?: (line: string) => void } = {},
): boolean {
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build with build.manifest`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as TManifest;
  const sizeOf = fileSizer(distDir);
  const named = weighPages(manifest, pages, sizeOf);
  const others = weighPages(manifest, otherPages(manifest, pages), sizeOf);
  const heaviest = [...others].sort((a, b) => b.gzip - a.gzip)[0];
  const shown = [
    ...named,
    ...(heaviest ? [{ ...heaviest, page: `heaviest other: ${path.basename(heaviest.page)}` }] : []),
  ];
  log(`JavaScript a page loads before it shows (entry + its route chunks + their static imports), ${distDir}`);
  log('(KB of 1,000 bytes; br: as the server sends it to a browser that takes brotli; the budget is on gzip)');
  log(formatTable(shown));
  const over = [...named, ...others].filter((row) => row.over);
  for (const row of over) log(`over budget: ${row.page} ${kb(row.gzip)} KB gzip > ${row.budgetKb} KB`);
  return over.length === 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../apps/web/dist'));
  if (!checkBudget(distDir)) {
    console.error('The web app is over its weight budget (scripts/web-budget.ts, decision 019).');
    process.exit(1);
  }
}
