import fs from 'node:fs';
import path from 'node:path';

/*
 * What the embedded database keeps on disk (PGlite's files, attachments, the sealing key, backups)
 * is readable by the server's user alone: directories 0700, files 0600. Written that way from the
 * start (explicit modes, PGlite's file layer masked in durable-pglite.ts), and what an earlier
 * version left open is closed at the next start.
 */

/** The permission bits of group and others, taken off every mode the server writes. */
export const NOT_OURS = 0o077;
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` if needed and makes it and everything under it private (symbolic links are left alone). */
export function keepPrivate(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const visit = (target: string) => {
    const stat = fs.lstatSync(target, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) return;
    if ((stat.mode & NOT_OURS) !== 0) fs.chmodSync(target, stat.mode & 0o777 & ~NOT_OURS);
    if (stat.isDirectory()) for (const name of fs.readdirSync(target)) visit(path.join(target, name));
  };
  visit(dir);
}
