import type { NewCompanyRow } from '../db/schema/companies';

/* ISO 13616 check digits: the IBAN of a real-looking account that passes every validator. */
function iban(country: string, bban: string): string {
  const digits = `${bban}${country}00`.replace(/[A-Z]/g, (char) => String(char.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return `${country}${String(98 - remainder).padStart(2, '0')}${bban}`;
}

/** Demo customers, Turkish and British, with every field of a company filled. */
// Data: one record a line reads as a table.
// prettier-ignore
export const DEMO_COMPANIES: NewCompanyRow[] = [
  {
    name: 'Anadolu Lojistik A.Ş.',
    websiteDomain: 'anadolu-lojistik.com.tr',
    description: 'Road and rail freight between Istanbul, Ankara and Mersin.',
    address: 'Kozyatağı Mah. Değirmen Sok. No:18, Kadıköy, İstanbul',
    phone: '+90 216 5550142',
    email: 'info@anadolu-lojistik.com.tr',
    taxNumber: '0680412357',
    taxOffice: 'Kozyatağı',
    iban: iban('TR', '0006200012345678901234'),
  },
  {
    name: 'Ege Tekstil San. ve Tic. Ltd. Şti.',
    websiteDomain: 'ege-tekstil.com',
    description: 'Cotton fabrics and ready-made garments for European retailers.',
    address: 'Atatürk OSB 10003 Sok. No:7, Çiğli, İzmir',
    phone: '+90 232 5550177',
    email: 'muhasebe@ege-tekstil.com',
    taxNumber: '3250098761',
    taxOffice: 'Karşıyaka',
    iban: iban('TR', '0001000201987654321001'),
  },
  {
    name: 'Brightwave Digital Ltd',
    websiteDomain: 'brightwave.co.uk',
    description: 'Marketing agency; our customer for web and mobile projects.',
    address: '14 Clerkenwell Road, London EC1M 5RD',
    phone: '+44 20 79460958',
    email: 'accounts@brightwave.co.uk',
    taxNumber: 'GB284613579',
    taxOffice: 'HMRC',
    iban: iban('GB', 'NWBK60161331926819'),
  },
  {
    name: 'Kapadokya Turizm A.Ş.',
    websiteDomain: 'kapadokyaturizm.com.tr',
    description: 'Boutique hotels and balloon tours in Göreme and Ürgüp.',
    address: 'Müze Cad. No:25, Göreme, Nevşehir',
    phone: '+90 384 5550123',
    email: 'rezervasyon@kapadokyaturizm.com.tr',
    taxNumber: '6310457820',
    taxOffice: 'Nevşehir',
    iban: iban('TR', '0006400000112345678901'),
  },
  {
    name: 'Thames Analytics Ltd',
    websiteDomain: 'thamesanalytics.co.uk',
    description: 'Data consultancy; reporting dashboards for retail chains.',
    address: '3 Riverside Walk, Reading RG1 8DF',
    phone: '+44 118 4960321',
    email: 'finance@thamesanalytics.co.uk',
    taxNumber: 'GB391827465',
    taxOffice: 'HMRC',
    iban: iban('GB', 'BARC20032641234567'),
  },
  {
    name: 'Marmara Enerji A.Ş.',
    websiteDomain: 'marmaraenerji.com.tr',
    description: 'Solar farms in Balıkesir and Çanakkale; monitoring software.',
    address: 'Levent Mah. Büyükdere Cad. No:201, Şişli, İstanbul',
    phone: '+90 212 5550199',
    email: 'iletisim@marmaraenerji.com.tr',
    taxNumber: '6120934578',
    taxOffice: 'Büyük Mükellefler',
    iban: iban('TR', '0001500158007301234567'),
  },
  {
    name: 'Boğaziçi Yazılım A.Ş.',
    websiteDomain: 'bogazici-yazilim.com.tr',
    description: 'Software partner for ERP integrations.',
    address: 'Maslak Mah. Eski Büyükdere Cad. No:9, Sarıyer, İstanbul',
    phone: '+90 212 5550133',
    email: 'hello@bogazici-yazilim.com.tr',
    taxNumber: '1790456231',
    taxOffice: 'Maslak',
    iban: iban('TR', '0006701000000012345678'),
  },
];
