import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { DbOrTx } from '../../db/client';
import { ATTACHMENT_CHUNK_BYTES } from '../../db/schema/task-attachment-chunks';
import { fileStoreAt, keepFiles, removeFiles, storedPath, sweepFiles, type FileStore } from '../../lib/file-store';
import type { ConversationRepository } from './conversation.repository';

/*
 * Where attachments' bytes live (docs/decisions/007). Beside the embedded database they are files,
 * made durable before the comment's transaction, which then holds the single connection only for
 * a few small rows. On PostgreSQL, shared by every instance, they are chunks in the database,
 * written inside the transaction (other requests use other connections) one chunk at a time.
 * Either way an upload is first streamed to a temporary file and never held whole in memory.
 */
export type AttachmentStorage = { kind: 'files'; store: FileStore } | { kind: 'database'; tmpDir: string };

/** Files under `filesDir` (the embedded database's `DATA_DIR/files`), or the database when unset. */
export function attachmentStorage(filesDir: string | undefined): AttachmentStorage {
  return filesDir
    ? { kind: 'files', store: fileStoreAt(filesDir) }
    : { kind: 'database', tmpDir: path.join(os.tmpdir(), 'workspace-uploads') };
}

/** Where an upload is received: on the files' own disk, so that keeping a file is a rename. */
export const uploadDir = (storage: AttachmentStorage) =>
  storage.kind === 'files' ? storage.store.tmpDir : storage.tmpDir;

/**
 * Before the transaction: moves the checked temporary files into the store (files) and answers
 * their keys; the database keeps nothing yet (nulls). Undo with `removeKept` if the transaction fails.
 */
export async function keepBeforeCommit(storage: AttachmentStorage, tempPaths: string[]): Promise<(string | null)[]> {
  return storage.kind === 'files' ? keepFiles(storage.store, tempPaths) : tempPaths.map(() => null);
}

export async function removeKept(storage: AttachmentStorage, keys: (string | null)[]): Promise<void> {
  if (storage.kind === 'files')
    await removeFiles(
      storage.store,
      keys.filter((key) => key !== null),
    );
}

/** Inside the transaction, after the attachment row: the bytes as chunks when the database holds them. */
export async function writeInTransaction(
  tx: DbOrTx,
  repo: ConversationRepository,
  storage: AttachmentStorage,
  attachmentId: number,
  tempPath: string,
): Promise<void> {
  if (storage.kind === 'files') return;
  const handle = await fsp.open(tempPath, 'r');
  try {
    for (let seq = 0; ; seq += 1) {
      const buffer = Buffer.allocUnsafe(ATTACHMENT_CHUNK_BYTES);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) return;
      await repo.insertChunk(tx, attachmentId, seq, buffer.subarray(0, bytesRead));
      if (bytesRead < buffer.length) return;
    }
  } finally {
    await handle.close();
  }
}

/* Four chunks (1 MiB) a query: few round trips, little memory. */
async function* databaseChunks(db: DbOrTx, repo: ConversationRepository, attachmentId: number): AsyncGenerator<Buffer> {
  for (let seq = 0; ;) {
    const rows = await repo.listChunks(db, attachmentId, seq, 4);
    for (const row of rows) yield row.data;
    if (rows.length < 4) return;
    seq = rows[rows.length - 1]!.seq + 1;
  }
}

/**
 * The attachment's bytes as a stream. A row with a storage key is a file (under the embedded
 * database); one without is chunks in the database (PostgreSQL, the demo's files, files stored
 * before decision 007).
 */
export async function openAttachmentBytes(
  db: DbOrTx,
  repo: ConversationRepository,
  storage: AttachmentStorage,
  attachment: { id: number; storageKey: string | null },
): Promise<Readable> {
  if (attachment.storageKey === null)
    return Readable.from(databaseChunks(db, repo, attachment.id), { objectMode: false });
  if (storage.kind !== 'files')
    throw new Error(`Attachment ${attachment.id} is a file, but this server keeps no files`);
  const handle = await fsp.open(storedPath(storage.store, attachment.storageKey), 'r');
  return handle.createReadStream();
}

/**
 * At start: removes uploads left half-received and files no row names (a crash between file and
 * commit). All subjects' files share one directory, so a file is kept when any subject names it.
 */
export async function sweepAttachmentFiles(
  db: DbOrTx,
  repos: readonly ConversationRepository[],
  storage: AttachmentStorage,
): Promise<number> {
  if (storage.kind !== 'files') return 0;
  return sweepFiles(
    storage.store,
    async (keys) =>
      new Set((await Promise.all(repos.map((repo) => repo.findStorageKeys(db, keys)))).flatMap((set) => [...set])),
  );
}
