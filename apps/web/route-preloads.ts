/*
 * Which files each screen's first load needs, for the server to name in that screen's index.html
 * (apps/server/src/plugins/web-static.ts, `screenPages`).
 *
 * A signed-in first load found its code in steps: the HTML names the entry; the entry, once it has
 * run (about 100 ms on a cold load), asks for the screen's page, which Vite's loader fetches with
 * everything it imports, while the server is also answering the screen's data. Named in the HTML,
 * those files are on their way while the entry runs. The files are exactly those the page loads
 * anyway: the page's chunk and its static imports, the signed-in shell's (app-start, layout) and
 * their styles, less what index.html already names.
 * Budget: `/task`'s first row in 700 ms (bench/README.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** The file the build writes beside index.html: screen name → URLs, shared files first. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** `name: () => import('../features/…')` in the table of screens (app/screens.ts). */
const PAGE_IMPORT = /^\s*(\w+): \(\) => import\('([^']+)'\)/gm;

/** The URLs each screen's first load needs beyond what index.html names, keyed by screen name. */
export function screenPreloads(bundle: OutputBundle, pages: ReadonlyMap<string, string>): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const holding = (id: string) => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === id) ?? chunks.find((c) => id in c.modules);
    if (!chunk) throw new Error(`route preloads: no chunk holds ${id}`);
    return chunk;
  };
  const bySuffix = (suffix: string) => {
    const id = chunks.flatMap((chunk) => Object.keys(chunk.modules)).find((c) => c.endsWith(suffix));
    if (!id) throw new Error(`route preloads: no chunk holds ${suffix}`);
    return holding(id);
  };
  /* A chunk and its static imports, transitively, each before the chunks that import it. */
  const closure = (root: OutputChunk, into: Set<string>) => {
    const visit = (chunk: OutputChunk) => {
      if (into.has(chunk.fileName)) return;
      into.add(chunk.fileName);
      for (const file of chunk.imports) visit(byFile.get(file)!);
    };
    visit(root);
    return into;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('route preloads: the build has no entry chunk');
  const named = closure(entry, new Set());
  const shell = [bySuffix('/src/app/app-start.tsx'), bySuffix('/src/app/layout.tsx')];
  const urlsOf = (files: Set<string>) => {
    const loaded = [...files].filter((file) => !named.has(file));
    const styles = loaded.flatMap((file) => [...(byFile.get(file)!.viteMetadata?.importedCss ?? [])]);
    return [...new Set([...styles, ...loaded])].map((file) => `/${file}`);
  };
  return Object.fromEntries(
    [...pages].map(([name, id]) => {
      const files = new Set<string>();
      for (const chunk of shell) closure(chunk, files);
      closure(holding(id), files);
      return [name, urlsOf(files)];
    }),
  );
}

/** The page module of each screen, read from the table of screens (`app/screens.ts`). */
function pagesOf(screensFile: string): Map<string, string> {
  const source = fs.readFileSync(screensFile, 'utf8');
  const pages = new Map<string, string>();
  for (const [, name, specifier] of source.matchAll(PAGE_IMPORT)) {
    const base = path.resolve(path.dirname(screensFile), specifier!);
    const file = ['.tsx', '.ts'].map((extension) => base + extension).find((candidate) => fs.existsSync(candidate));
    if (!file) throw new Error(`route preloads: ${specifier} of ${screensFile} is not a file`);
    pages.set(name!, file);
  }
  return pages;
}

/** Writes `route-preloads.json` into the build (the real pass; the chunk plan's pass writes nothing). */
export function routePreloads(root: string): Plugin {
  const screensFile = path.join(root, 'src', 'app', 'screens.ts');
  return {
    name: 'workspace-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const pages = pagesOf(screensFile);
      // Every page the table imports (besides the shell's layout) must have been read, or a screen
      // would quietly go without.
      const screensId = Object.values(bundle)
        .flatMap((output) => (output.type === 'chunk' ? Object.keys(output.modules) : []))
        .find((id) => path.resolve(id) === screensFile);
      const imported = (screensId ? (this.getModuleInfo(screensId)?.dynamicallyImportedIds ?? []) : []).filter(
        (id) => !id.endsWith(`${path.sep}app${path.sep}layout.tsx`),
      );
      const read = new Set(pages.values());
      if (pages.size === 0 || imported.length !== read.size || imported.some((id) => !read.has(id)))
        throw new Error(`route preloads: read ${read.size} pages in ${screensFile}, but it imports ${imported.length}`);
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(screenPreloads(bundle, pages)),
      });
    },
  };
}
