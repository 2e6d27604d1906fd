// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Select } from '@mantine/core';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { selectCode } from './select-code';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What `file` brings into a screen's first load, as a bundler sees it: the modules it imports
 * statically, with the bytes each keeps after tree-shaking (Mantine's packages are bundled, other
 * packages left out), and the modules it fetches on demand. A module in both lists would be in the
 * first load whole, however it is imported elsewhere.
 */
async function firstLoadOf(file: string): Promise<{ kept: Record<string, number>; onDemand: string[] }> {
  const onDemand: string[] = [];
  const leaveOut: Plugin = {
    name: 'first-load',
    setup(bundle) {
      bundle.onResolve({ filter: /.*/ }, async ({ kind, path: specifier, resolveDir }) => {
        if (kind === 'dynamic-import') {
          const resolved = await bundle.resolve(specifier, { kind: 'import-statement', resolveDir });
          onDemand.push(path.relative(root, resolved.path));
          return { path: specifier, external: true };
        }
        if (kind !== 'entry-point' && !specifier.startsWith('.') && !specifier.startsWith('@mantine/'))
          return { path: specifier, external: true };
        return undefined;
      });
    },
  };
  const result = await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, 'src/components', file)],
    bundle: true,
    format: 'esm',
    write: false,
    outdir: 'out',
    metafile: true,
    logLevel: 'silent',
    plugins: [leaveOut],
  });
  const kept: Record<string, number> = {};
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) kept[input] = bytesInOutput;
  }
  return { kept, onDemand };
}

/** The modules of Mantine's select and its combobox that left code in a bundle. */
const selectModules = (kept: Record<string, number>) =>
  Object.keys(kept).filter((input) => kept[input]! > 0 && /components\/(Select|Combobox)\/\1\.mjs$/.test(input));

describe('the select fetched on demand', () => {
  it("comes as Mantine's select", async () => {
    await expect(selectCode.load()).resolves.toBe(Select);
  });

  // The stand-in's own code asks for no select; the others fetch it on demand.
  it.each([
    { file: 'stand-in.tsx', asks: false },
    { file: 'select-code.ts', asks: true },
    { file: 'lazy-select.tsx', asks: true },
    { file: 'filter-panel.tsx', asks: true },
  ])('$file brings none of its code into the first load', async ({ file, asks }) => {
    const { kept, onDemand } = await firstLoadOf(file);
    expect(selectModules(kept)).toEqual([]);
    expect(onDemand.includes('src/components/select.ts')).toBe(asks);
    // A module fetched on demand that is also imported statically is no longer on demand.
    expect(onDemand.filter((module) => module in kept)).toEqual([]);
  });

  it('is in the module fetched on demand (so the check above can see it)', async () => {
    expect(selectModules((await firstLoadOf('select.ts')).kept)).toHaveLength(2);
  });
});
