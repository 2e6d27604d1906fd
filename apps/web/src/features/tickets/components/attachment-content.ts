/*
 * The first bytes of a file say what it is, whatever its name claims: the browser looks before an
 * upload so a renamed file is refused at once; the server checks the whole structure again.
 */
const SIGNATURES: readonly (readonly number[])[] = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x25, 0x50, 0x44, 0x46, 0x2d], // PDF: "%PDF-"
];
const LONGEST = Math.max(...SIGNATURES.map((signature) => signature.length));

/** Whether the file starts as a PNG, JPEG or PDF does. */
export async function hasAttachmentContent(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, LONGEST).arrayBuffer());
  return SIGNATURES.some((signature) => signature.every((byte, index) => head[index] === byte));
}

/** Splits files into those whose content is a PNG, JPEG or PDF and those whose is not. */
export async function checkAttachmentContent(files: readonly File[]): Promise<{ accepted: File[]; rejected: File[] }> {
  const results = await Promise.all(
    files.map(async (file) => ({ file, isValid: await hasAttachmentContent(file).catch(() => false) })),
  );
  return {
    accepted: results.filter((result) => result.isValid).map((result) => result.file),
    rejected: results.filter((result) => !result.isValid).map((result) => result.file),
  };
}
