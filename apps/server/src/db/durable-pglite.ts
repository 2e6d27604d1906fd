import fs from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { pgliteExtensions } from './extensions';
import { NOT_OURS, PRIVATE_DIR_MODE } from './private-files';

/*
 * The embedded database with PostgreSQL's own durability (docs/decisions/008).
 *
 * PGlite starts PostgreSQL with `-F` (fsync off), and its WebAssembly file layer turns fsync into
 * nothing, so a commit answered 200 sat only in the operating system's cache: a power loss could
 * take it. Here PostgreSQL runs with fsync on and `wal_sync_method=fsync` (the wasm build ignores
 * fdatasync, but routes fsync to the file system's `fsync` operation), and that operation of the
 * Node file system becomes a real `fsync(2)` of the file. PostgreSQL then does what it does on any
 * server: the WAL is flushed at every commit before the answer, data files at checkpoints, and
 * read-only statements sync nothing.
 */

const START_PARAMS = [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync'];

type NodeFsStream = { nfd?: number };
type Mknod = (parent: unknown, name: string, mode: number, dev: number) => unknown;
type DoSetAttr = (target: unknown, node: unknown, attr: { mode?: number }, ...rest: unknown[]) => void;
type EmscriptenModule = {
  NODEFS: {
    stream_ops: { fsync?: (stream: NodeFsStream) => number };
    node_ops: { mknod: Mknod };
    doSetAttr: DoSetAttr;
  };
};

let syncs = 0;

/** How many fsync calls the embedded databases of this thread have made (read by the tests). */
export const fsyncCount = () => syncs;

/** PGlite's Node file system, with its fsync made real before PostgreSQL starts (recovery included). */
class SyncingNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const preRun = [
      ...((emscriptenOpts as { preRun?: ((module: EmscriptenModule) => void)[] }).preRun ?? []),
      (module: EmscriptenModule) => {
        // Every stream of the mounted data directory shares this object, so one assignment covers them all.
        module.NODEFS.stream_ops.fsync = (stream) => {
          if (stream.nfd !== undefined) fs.fsyncSync(stream.nfd);
          syncs += 1;
          return 0;
        };
        // PostgreSQL asks for 0666 files (and PGlite chmods its first files to it): the server's user alone (private-files.ts).
        const { node_ops: nodeOps, doSetAttr } = module.NODEFS;
        const mknod = nodeOps.mknod;
        nodeOps.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & ~NOT_OURS, dev);
        module.NODEFS.doSetAttr = (target, node, attr, ...rest) =>
          doSetAttr(target, node, attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~NOT_OURS }, ...rest);
      },
    ];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } as typeof emscriptenOpts };
  }
}

/** Opens PGlite on `dataDir` with real fsync. Without `dataDir` (in memory) there is nothing to sync. */
export async function createDurablePglite(
  options: Omit<PGliteOptions, 'extensions' | 'startParams' | 'fs'> = {},
): Promise<PGlite> {
  if (!options.dataDir) return PGlite.create({ ...options, extensions: pgliteExtensions });
  const { dataDir, ...rest } = options;
  // PGlite would make it with the umask's mode; everything in it is masked above.
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  return PGlite.create({
    ...rest,
    fs: new SyncingNodeFS(dataDir),
    extensions: pgliteExtensions,
    startParams: START_PARAMS,
  });
}
