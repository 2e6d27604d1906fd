import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Comments point to the code they speak of by its file (`app/lists-ahead.ts`, `stand-in.tsx`); a
 * file renamed or never written leaves the reader looking for nothing. Every TypeScript file a
 * comment of the web app names must exist: a bare name somewhere in the app, a path ending like one
 * of its files, a path from `./` beside the comment's file, a path from the repository's root.
 */
const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/* The app's source, and the files beside it (vite.config.ts). */
const files = [
  ...fs.readdirSync(web),
  ...fs
    .readdirSync(path.join(web, 'src'), { recursive: true, encoding: 'utf8' })
    .map((file) => `src/${file.replaceAll('\\', '/')}`),
];
const sources = files.filter((file) => file.startsWith('src/') && /\.tsx?$/.test(file));

/** The TypeScript files named in the comments of `file` (not its imports), templated ones (`<language>.texts.ts`) left out. */
function namedIn(file: string): string[] {
  const comments = fs
    .readFileSync(path.join(web, file), 'utf8')
    .split('\n')
    .filter((line) => /^\s*(\/\/|\/\*|\*|\{\/\*)/.test(line));
  return comments
    .flatMap((line) => line.match(/(?<![\w<>/.-])[\w./-]+\.tsx?\b/g) ?? [])
    .filter((name) => !name.startsWith('.') || name.startsWith('./'));
}

const repo = path.resolve(web, '../..');

function exists(name: string, from: string): boolean {
  if (name.startsWith('./')) return files.includes(path.posix.join(path.posix.dirname(from), name));
  // A path from the repository's root names a file of another package (apps/server/src/...).
  if (/^(apps|packages|e2e|bench|scripts)\//.test(name)) return fs.existsSync(path.join(repo, name));
  return files.some((file) => file === name || file.endsWith(`/${name}`));
}

describe('files named in comments', () => {
  it('exist', () => {
    const missing = sources.flatMap((file) =>
      namedIn(file)
        .filter((name) => !exists(name, file))
        .map((name) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
