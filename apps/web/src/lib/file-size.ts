const UNITS = [
  { unit: 'megabyte', bytes: 1024 * 1024 },
  { unit: 'kilobyte', bytes: 1024 },
] as const;

/** A file size as a person reads it, per locale: "1.3 MB", "1,3 MB", "125 kB", "80 bayt". */
export function formatFileSize(bytes: number, locale: string): string {
  const match = UNITS.find((candidate) => bytes >= candidate.bytes);
  const value = match ? bytes / match.bytes : bytes;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: match?.unit ?? 'byte',
    // Short bytes read "204 byte" in English; the long form says "204 bytes" ("204 bayt" in Turkish).
    unitDisplay: match ? 'short' : 'long',
    maximumFractionDigits: match?.unit === 'megabyte' ? 1 : 0,
  }).format(value);
}
