import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The app uses its libraries through their public entry points and components: no class names a
 * component would give its elements written by hand (they change with the library), no import of a
 * file inside a package, and no build rule that swaps a module inside one.
 */
const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = fs
  .readdirSync(path.join(web, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({
    file: `src/${file.replaceAll('\\', '/')}`,
    text: fs.readFileSync(path.join(web, 'src', file), 'utf8'),
  }));

describe('library boundaries', () => {
  it("writes no library's class names by hand", () => {
    // A component's static classes, its readable class names (`mantine-Table-tr`) or its hashed ones (`m_4e7aa4fd`).
    const found = sources
      .filter(({ text }) => /\.classes\.\w+|mantine-[A-Z]|\bm_[0-9a-f]{8}\b/.test(text))
      .map(({ file }) => file);
    expect(found).toEqual([]);
  });

  it('imports no file inside a package, and the build swaps no module of one', () => {
    const found = sources
      .filter(({ text }) => /from '@?[\w-]+(\/[\w-]+)?\/(esm|cjs|dist|lib|src)\//.test(text))
      .map(({ file }) => file);
    expect(found).toEqual([]);
    const config = fs.readFileSync(path.join(web, 'vite.config.ts'), 'utf8');
    expect(config).not.toMatch(/resolveId|node_modules|@mantine[\\/]/);
  });
});
