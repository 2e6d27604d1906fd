/* Realistic Turkish and English names for demo and benchmark data. */
// Data: one record a line reads as a table.
// prettier-ignore
export const FIRST_NAMES = [
  'Ayşe', 'Mehmet', 'Zeynep', 'Mustafa', 'Elif', 'Ahmet', 'Fatma', 'Emre', 'Şule', 'Burak',
  'Gülşen', 'Oğuz', 'İrem', 'Çağlar', 'Derya', 'Kerem', 'Özge', 'Barış', 'Hülya', 'Tolga',
  'Emily', 'James', 'Olivia', 'William', 'Sophie', 'Thomas', 'Charlotte', 'Daniel', 'Grace', 'Henry',
] as const;

// Data: one record a line reads as a table.
// prettier-ignore
export const SURNAMES = [
  'Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Öztürk', 'Aydın', 'Arslan', 'Doğan',
  'Kılıç', 'Aslan', 'Çetin', 'Koç', 'Kurt', 'Özdemir', 'Güneş', 'Erdoğan', 'Polat', 'Aksoy',
  'Smith', 'Johnson', 'Brown', 'Taylor', 'Wilson', 'Davies', 'Evans', 'Clarke', 'Walker', 'Hughes',
] as const;

/** ASCII local part for an email address: "Şule Çelik" -> "sule.celik". */
export function emailLocalPart(name: string, surname: string): string {
  const map: Record<string, string> = {
    ı: 'i',
    İ: 'i',
    ş: 's',
    Ş: 's',
    ğ: 'g',
    Ğ: 'g',
    ç: 'c',
    Ç: 'c',
    ö: 'o',
    Ö: 'o',
    ü: 'u',
    Ü: 'u',
  };
  const plain = (value: string) =>
    value
      .split('')
      .map((char) => map[char] ?? char)
      .join('')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
  return `${plain(name)}.${plain(surname)}`;
}

/**
 * The demo's customers besides user@example.com: with it, they raise the demo tickets (two write
 * Turkish, two English). Which demo companies each belongs to is in demo-tickets.ts.
 */
// Data: one record a line reads as a table.
// prettier-ignore
export const DEMO_CUSTOMERS = [
  { email: 'ayse.karaca@anadolu-lojistik.com.tr', name: 'Ayşe', surname: 'Karaca', phone: '+90 532 5550171', language: 'tr' },
  { email: 'murat.erkan@ege-tekstil.com', name: 'Murat', surname: 'Erkan', phone: '+90 533 5550188', language: 'tr' },
  { email: 'hannah.price@thamesanalytics.co.uk', name: 'Hannah', surname: 'Price', phone: '+44 7700 900321', language: 'en' },
] as const;
