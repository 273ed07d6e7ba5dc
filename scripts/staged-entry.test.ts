import type { IndexHtmlTransformContext, IndexHtmlTransformResult } from 'vite';
import { describe, expect, it } from 'vitest';
import { stagedEntry } from './staged-entry';

type TChunk = { type: 'chunk'; fileName: string; imports: string[]; moduleIds: string[] };
const chunk = (fileName: string, imports: string[] = [], moduleIds: string[] = []): TChunk => ({
  type: 'chunk',
  fileName,
  imports,
  moduleIds,
});

/** What the plugin adds to index.html for a build of these chunks, the first being the entry. */
function preloadsFor(chunks: TChunk[]): IndexHtmlTransformResult {
  const hook = stagedEntry().plugin.transformIndexHtml as {
    handler: (html: string, context: Partial<IndexHtmlTransformContext>) => IndexHtmlTransformResult;
  };
  const bundle = Object.fromEntries(chunks.map((output) => [output.fileName, output]));
  return hook.handler('<html></html>', {
    bundle: { ...bundle, 'assets/index.css': { type: 'asset', fileName: 'assets/index.css' } },
    chunk: chunks[0],
  } as unknown as Partial<IndexHtmlTransformContext>);
}

describe('the app preloaded from index.html (decision 047)', () => {
  it("names the app's chunk and everything it imports statically, except what the entry already loads", () => {
    const tags = preloadsFor([
      chunk('assets/index.js', ['assets/runtime.js', 'assets/http.js']),
      chunk('assets/runtime.js'),
      chunk('assets/http.js', ['assets/runtime.js']),
      chunk(
        'assets/start.js',
        ['assets/http.js', 'assets/compat.js', 'assets/router.js'],
        ['/repo/node_modules/preact/compat/dist/compat.module.js', '/repo/apps/web/src/app/start.tsx'],
      ),
      chunk('assets/router.js', ['assets/compat.js', 'assets/runtime.js']),
      chunk('assets/compat.js'),
      // A page the router loads lazily: preloaded for its own address by the server, not for every page.
      chunk(
        'assets/dashboard.js',
        ['assets/compat.js'],
        ['/repo/apps/web/src/features/dashboard/routes/dashboard.tsx'],
      ),
    ]);
    expect(tags).toEqual(
      ['/assets/start.js', '/assets/compat.js', '/assets/router.js'].map((href) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href },
        injectTo: 'head',
      })),
    );
  });

  it('stops the build when the entry no longer imports the app', () => {
    expect(() => preloadsFor([chunk('assets/index.js', ['assets/compat.js']), chunk('assets/compat.js')])).toThrow(
      /src\/app\/start\.tsx/,
    );
  });
});

describe('the files of the first moment (decision 047)', () => {
  /** The groups after the plugin has read this module graph: id → its static imports; the first is the entry. */
  function groupsFor(graph: Record<string, string[]>) {
    const { plugin, groups } = stagedEntry();
    const [entry] = Object.keys(graph);
    const context = {
      getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
      getModuleInfo: (id: string) => (id in graph ? { isEntry: id === entry, importedIds: graph[id] } : null),
    };
    (plugin.buildEnd as (this: typeof context) => void).call(context);
    return (id: string) => groups.find((group) => group.test(id))?.name ?? null;
  }

  it('groups what the entry imports statically as boot, and the framework libraries as app', () => {
    const groupOf = groupsFor({
      '/web/index.html': ['/web/src/main.tsx', '\0vite/modulepreload-polyfill.js'],
      '/web/src/main.tsx': ['/web/src/lib/http.ts', '/web/src/index.css', '\0vite/preload-helper.js'],
      '/web/src/lib/http.ts': ['/web/src/lib/storage.ts'],
      '/web/src/lib/storage.ts': [],
      '/web/src/index.css': [],
      '\0vite/preload-helper.js': [],
      '\0vite/modulepreload-polyfill.js': [],
      // Imported dynamically by main.tsx: not in the entry's static graph.
      '/web/src/app/start.tsx': ['/web/node_modules/preact/compat/dist/compat.module.js', '/web/src/lib/http.ts'],
      '/web/node_modules/preact/compat/dist/compat.module.js': [],
      '/web/node_modules/@heroicons/react/24/outline/index.js': [],
    });
    expect(
      Object.fromEntries(
        [
          '/web/src/main.tsx',
          '/web/src/index.css',
          '/web/src/lib/http.ts',
          '/web/src/lib/storage.ts',
          '\0vite/preload-helper.js',
          '/web/src/app/start.tsx',
          '/web/node_modules/preact/compat/dist/compat.module.js',
          '/web/node_modules/@heroicons/react/24/outline/index.js',
        ].map((id) => [id, groupOf(id)]),
      ),
    ).toEqual({
      // The entry's own module and the styles stay the entry chunk and its stylesheet.
      '/web/src/main.tsx': null,
      '/web/src/index.css': null,
      '/web/src/lib/http.ts': 'boot',
      '/web/src/lib/storage.ts': 'boot',
      '\0vite/preload-helper.js': 'boot',
      '/web/src/app/start.tsx': null,
      '/web/node_modules/preact/compat/dist/compat.module.js': 'app',
      '/web/node_modules/@heroicons/react/24/outline/index.js': null,
    });
  });
});
