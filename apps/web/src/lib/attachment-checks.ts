import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, ATTACHMENTS_PER_COMMENT } from '@workspace/shared/common/limits';

/*
 * Checks made in the browser before an upload, so a person learns at once which file is wrong.
 * They read only the name and the claimed type; the server checks the real content.
 */
export const ATTACHMENT_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf'] as const;
export const ATTACHMENT_ACCEPT = [
  ...ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`),
  ...ATTACHMENT_TYPES,
].join(',');

export type AttachmentRejection = { name: string; reason: 'type' | 'size' | 'empty' | 'count' | 'duplicate' };

export type AttachmentLimits = { maxFiles: number; maxBytes: number };
const DEFAULT_LIMITS: AttachmentLimits = { maxFiles: ATTACHMENTS_PER_COMMENT, maxBytes: ATTACHMENT_MAX_BYTES };

function hasAllowedType(file: File): boolean {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!file.name.includes('.') || !(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension)) return false;
  // Some systems claim no type at all; then the extension decides and the server has the last word.
  return file.type === '' || (ATTACHMENT_TYPES as readonly string[]).includes(file.type);
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

function rejectionReason(
  file: File,
  taken: readonly File[],
  limits: AttachmentLimits,
): AttachmentRejection['reason'] | null {
  if (!hasAllowedType(file)) return 'type';
  if (file.size > limits.maxBytes) return 'size';
  if (file.size === 0) return 'empty';
  if (taken.some((other) => sameFile(other, file))) return 'duplicate';
  if (taken.length >= limits.maxFiles) return 'count';
  return null;
}

/** Splits newly picked files into those that may join `current` and those that may not, with why. */
export function checkAttachments(
  current: readonly File[],
  incoming: readonly File[],
  limits: AttachmentLimits = DEFAULT_LIMITS,
): { accepted: File[]; rejected: AttachmentRejection[] } {
  const accepted: File[] = [];
  const rejected: AttachmentRejection[] = [];
  for (const file of incoming) {
    const reason = rejectionReason(file, [...current, ...accepted], limits);
    if (reason) rejected.push({ name: file.name, reason });
    else accepted.push(file);
  }
  return { accepted, rejected };
}
