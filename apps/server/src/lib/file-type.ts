import type { AttachmentType } from '@workspace/shared/common/limits';

/*
 * What a file really is, read from its first bytes (ARCHITECTURE section 7). The name and the
 * type the browser claims are never trusted: a script renamed to .png is still a script.
 */
const SIGNATURES: readonly { type: AttachmentType; bytes: readonly number[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The attachment type whose signature opens `data`, or undefined when it is none of them. */
export function detectAttachmentType(data: Uint8Array): AttachmentType | undefined {
  return SIGNATURES.find(({ bytes }) => data.length >= bytes.length && bytes.every((byte, index) => data[index] === byte))?.type;
}
