import type { Plugin } from 'vite';
import { APP_START } from './web-budget';

/** A code-splitting group as rolldown takes it (`build.rolldownOptions.output.codeSplitting.groups`). */
type TGroup = { name: string; test: (id: string) => boolean };

/** The libraries the app's first render runs on: Preact, the router, the query cache. */
const FRAMEWORK = /node_modules[\\/](preact|react-router|@tanstack)[\\/]/;
const STYLES = /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/;

/**
 * The entry asks for the first page's answers and then imports the app (decision 047). On slow 4G over HTTP/1.1 a
 * browser fetches six files at a time and each further round costs a round trip (~560 ms), so the first files are
 * kept to six: the entry, rolldown's runtime, `boot` (everything the entry imports statically), the styles, the
 * app's own chunk and `app` (the libraries it runs on: Preact, the router, the query cache). `boot` is read off the
 * module graph once it is built, so an import added to the entry's side moves with it.
 *
 * Vite preloads only an entry's static imports from index.html; the plugin names the app's chunk and its static
 * imports there too, so they download from the first moment, beside the entry, instead of after it has run.
 */
/** Every node reachable from `roots` through `next`, the roots included, in depth-first order (each node before what it imports, in import order). */
function reachable(roots: string[], next: (node: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots].reverse();
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (seen.has(node)) continue;
    seen.add(node);
    pending.push(...[...next(node)].reverse());
  }
  return seen;
}

export function stagedEntry(): { plugin: Plugin; groups: TGroup[] } {
  const boot = new Set<string>();
  const plugin: Plugin = {
    name: 'docverify:staged-entry',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      // index.html's module, and what it names (main.tsx): they stay the entry chunk, with the styles.
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const named = new Set(entries.flatMap((id) => [id, ...imports(id)]));
      boot.clear();
      for (const id of reachable([...named], imports)) if (!named.has(id) && !STYLES.test(id)) boot.add(id);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        // The chunk holding the app's module.
        const start = chunks.find((output) => output.moduleIds.some((id) => id.endsWith(`/${APP_START}`)));
        if (!start) throw new Error(`no chunk for ${APP_START}: the entry must import it (decision 047)`);
        const byFile = new Map(chunks.map((output) => [output.fileName, output]));
        const imports = (file: string) => byFile.get(file)?.imports ?? [];
        // Vite names the entry and its static imports already.
        const named = reachable([entry.fileName], imports);
        const all = reachable([start.fileName], imports);
        return [...all]
          .filter((file) => !named.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
  return {
    plugin,
    groups: [
      { name: 'boot', test: (id) => boot.has(id) },
      // Not read off the graph: the app's modules reach every icon through @heroicons' index, and a group takes
      // what it matches before tree-shaking, so the icons of every page would come with it.
      { name: 'app', test: (id) => FRAMEWORK.test(id) },
    ],
  };
}
