import fs from 'node:fs';
import path from 'node:path';
import { keepPrivate } from './private-files';

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/*
 * PGlite takes no lock of its own and two processes on one directory corrupt it, so the server
 * holds `server.lock` (with its pid) while it runs. A lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  // Every command on the data directory takes this lock first: it also closes what an earlier version left open (private-files.ts).
  keepPrivate(dataDir);
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = fs.openSync(lockPath, 'wx', 0o600);
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(
          `The database in ${path.resolve(dataDir)} is in use by another Workspace process (pid ${holder}). ` +
            'Stop that process first, or set DATA_DIR to another directory.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${path.resolve(dataDir)}`);
}
