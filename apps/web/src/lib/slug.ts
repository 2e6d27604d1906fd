/* Turkish letters that have no ASCII decomposition (ı, İ) or read better mapped by hand. */
const TURKISH: Record<string, string> = {
  ç: 'c',
  Ç: 'c',
  ğ: 'g',
  Ğ: 'g',
  ı: 'i',
  I: 'i',
  İ: 'i',
  ö: 'o',
  Ö: 'o',
  ş: 's',
  Ş: 's',
  ü: 'u',
  Ü: 'u',
};

/**
 * The readable part of a URL: "Anadolu Yazılım A.Ş." -> "anadolu-yazilim-a-s". Lower case,
 * Turkish letters mapped, other accents dropped, every run of other characters one hyphen.
 */
export function slugify(text: string): string {
  return text
    .replace(/[çÇğĞıIİöÖşŞüÜ]/g, (letter) => TURKISH[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** /company/{id}/{slug}; a name with no letter or digit still gets a non-empty slug. */
export function companyPath(company: { id: number; name: string }): string {
  return `/company/${company.id}/${slugify(company.name) || 'company'}`;
}
