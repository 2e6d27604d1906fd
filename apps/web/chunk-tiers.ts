import fs from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/*
 * Fewer, larger chunks for the signed-in app (decision 022).
 *
 * Left to itself, the bundler makes one chunk per set of screens sharing a module: about 90 files
 * for one screen. A browser fetches six at a time from one host over HTTP/1.1, so the screen's data
 * request waited behind them, and many small files compress worse than a few large ones.
 *
 * The build runs twice (`npm run build`: `vite build --mode chunk-plan && vite build`). The first
 * pass, written nowhere, chunks automatically and records, from the chunks it made, which module
 * goes to which tier. Reading the finished chunks, not the import graph, matters: a package's index
 * imports every component, but only what is used survives tree-shaking. The second pass makes one
 * chunk per tier:
 *  - "start": the entry's code (React, the theme, the texts' loader), loaded by every page;
 *  - "boot": what the login page and the app both need beyond that;
 *  - "login": what only the login page needs;
 *  - "shell": what every signed-in screen needs (router, query cache, layout, menus);
 *  - "common": what at least COMMON_SHARE of the screens load (selects, form fields, the query
 *    cache's mutations), unless only list screens do;
 *  - "lists": of those, what only the screens with a paged list load (`data-table.tsx` and its
 *    pagination, the toolbar, the filters): the profile, raising a ticket and the support windows
 *    go without its 29 KB (about 11 KB of gzip).
 * The rest (one screen's own code, code loaded on demand) keeps the bundler's automatic chunks, so a
 * screen still loads only what it or most screens use, and the login page nothing of the app.
 * Budget: every route's (150 KB /login, 250 KB the rest); chunked automatically they measured 12 to
 * 27 KB more each, in 70 to 88 files (docs/decisions/035).
 */

type Tier = 'start' | 'boot' | 'login' | 'shell' | 'common' | 'lists';
const TIERS: readonly Tier[] = ['start', 'boot', 'login', 'shell', 'common', 'lists'];
/** Share of the screens that must load a module for it to go in "common". */
const COMMON_SHARE = 0.4;
export const CHUNK_PLAN_MODE = 'chunk-plan';

/** Module id → tier, from the chunks of an automatic build. Ids are relative to `root`. */
export function planTiers(
  bundle: OutputBundle,
  root: string,
  dynamicImportsOf: (id: string) => readonly string[],
): Record<string, Tier> {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const rendered = (chunk: OutputChunk) =>
    Object.keys(chunk.modules).filter((id) => chunk.modules[id]!.renderedLength > 0);
  const moduleId = (suffix: string) => {
    const id = chunks
      .flatMap((chunk) => Object.keys(chunk.modules))
      .find((candidate) => candidate.replaceAll('\\', '/').endsWith(suffix));
    if (!id) throw new Error(`chunk tiers: no chunk holds ${suffix}`);
    return id;
  };
  /* The chunk holding a module: its own when only imported on demand, a shared one when also imported statically. */
  const chunkHolding = (id: string) => chunks.find((chunk) => id in chunk.modules)!;
  const chunkOf = (suffix: string) => chunkHolding(moduleId(suffix));
  /* The chunks a chunk needs before it runs: itself and its static imports, transitively. */
  const loadedChunks = (...roots: OutputChunk[]) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length) {
      const chunk = stack.pop()!;
      if (seen.has(chunk.fileName)) continue;
      seen.add(chunk.fileName);
      for (const file of chunk.imports) stack.push(byFile.get(file)!);
    }
    return [...seen];
  };
  /* The modules those chunks hold. */
  const loaded = (...roots: OutputChunk[]) =>
    new Set(loadedChunks(...roots).flatMap((file) => rendered(byFile.get(file)!)));
  const minus = (set: Set<string>, ...others: Set<string>[]) =>
    new Set([...set].filter((id) => !others.some((other) => other.has(id))));

  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('chunk tiers: the build has no entry chunk');
  const start = loaded(entry);
  const loginChunk = chunkOf('/src/features/auth/login-page.tsx');
  const login = minus(loaded(loginChunk), start);
  // What any other chunk loads (a screen, the texts, a dialog): such a module is not the login page's alone.
  const loginChunks = new Set(loadedChunks(loginChunk));
  const elsewhere = new Set(
    chunks.filter((chunk) => !loginChunks.has(chunk.fileName)).flatMap((chunk) => [...loaded(chunk)]),
  );
  const app = minus(
    loaded(chunkOf('/src/app/app-start.tsx'), chunkOf('/src/app/screens.ts'), chunkOf('/src/app/layout.tsx')),
    start,
  );
  // Each screen's page, as the table of screens imports it on demand.
  const screens = dynamicImportsOf(moduleId('/src/app/screens.ts')).map((id) => chunkHolding(id));
  const uses = new Map<string, number>();
  for (const screen of screens)
    for (const id of minus(loaded(screen), start, app)) uses.set(id, (uses.get(id) ?? 0) + 1);
  const common = (id: string) => (uses.get(id) ?? 0) >= COMMON_SHARE * screens.length;
  // A module only list screens load: every screen loading it loads the list's table too.
  const dataTable = moduleId('/src/components/data-table.tsx');
  const outsideLists = new Set(
    screens.map((screen) => loaded(screen)).flatMap((ids) => (ids.has(dataTable) ? [] : [...ids])),
  );
  const sharedTier = (id: string): Tier => (outsideLists.has(id) ? 'common' : 'lists');

  const tiers = new Map<string, Tier>();
  for (const id of start) tiers.set(id, 'start');
  for (const id of app) tiers.set(id, login.has(id) ? 'boot' : 'shell');
  // The login page's own code, unless other code uses it too: most screens (then every app page loads
  // it with "boot"), or anything else (then it stays in an automatic chunk shared with the login page).
  for (const id of login) {
    if (app.has(id)) continue;
    if (common(id)) tiers.set(id, 'boot');
    else if (!elsewhere.has(id)) tiers.set(id, 'login');
  }
  for (const id of uses.keys()) if (!login.has(id) && common(id)) tiers.set(id, sharedTier(id));
  return Object.fromEntries([...tiers].map(([id, tier]) => [relative(root, id), tier]));
}

/* Plan ids are relative to the web app (virtual ids, starting with \0, stay as they are), so a plan does not name the machine's paths. */
const relative = (root: string, id: string) =>
  path.isAbsolute(id) ? path.relative(root, id).replaceAll('\\', '/') : id;

/**
 * The plugin and the chunk groups. In the plan pass the plugin writes the plan; in the real build
 * the groups read it. Without a plan (a bare `vite build`) the build warns and chunks automatically.
 */
export function chunkTiers(root: string, mode: string) {
  const planFile = path.join(root, 'node_modules', '.chunk-plan.json');
  const planning = mode === CHUNK_PLAN_MODE;
  let plan: Record<string, Tier> = {};
  if (!planning) {
    if (fs.existsSync(planFile)) plan = JSON.parse(fs.readFileSync(planFile, 'utf8')) as Record<string, Tier>;
    else console.warn(`chunk tiers: no ${planFile}; run "npm run build" (it plans first). Chunking automatically.`);
  }
  const plugin: Plugin = {
    name: 'workspace-chunk-tiers',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (!planning) return;
      fs.mkdirSync(path.dirname(planFile), { recursive: true });
      fs.writeFileSync(
        planFile,
        JSON.stringify(
          planTiers(bundle as OutputBundle, root, (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
        ),
      );
    },
  };
  // Earlier tiers win a module another tier's code also imports, so each tier's chunk holds only its own.
  const groups = planning
    ? []
    : TIERS.map((tier, index) => ({
        name: tier,
        priority: TIERS.length - index,
        test: (id: string) => plan[relative(root, id)] === tier,
      }));
  return { plugin, groups, planning };
}
