/*
 * `Content-Disposition: attachment` that keeps a file's original name (RFC 6266): old clients
 * read the ASCII `filename="..."`, every current browser the UTF-8 `filename*`.
 */
const TURKISH: Record<string, string> = {
  ı: 'i',
  İ: 'I',
  ş: 's',
  Ş: 'S',
  ğ: 'g',
  Ğ: 'G',
  ç: 'c',
  Ç: 'C',
  ö: 'o',
  Ö: 'O',
  ü: 'u',
  Ü: 'U',
};

function asciiFallback(filename: string): string {
  return filename
    .replace(/[ıİşŞğĞçÇöÖüÜ]/g, (char) => TURKISH[char] ?? '_')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
}

/* encodeURIComponent leaves ' ( ) * ! unescaped; RFC 5987 attr-char does not allow them. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*!]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function attachmentDisposition(filename: string): string {
  return `attachment; filename="${asciiFallback(filename)}"; filename*=UTF-8''${encodeRfc5987(filename)}`;
}

/** `Content-Disposition` of a file shown in the page (a preview), under the same names as its download. */
export function inlineDisposition(filename: string): string {
  return `inline; filename="${asciiFallback(filename)}"; filename*=UTF-8''${encodeRfc5987(filename)}`;
}
