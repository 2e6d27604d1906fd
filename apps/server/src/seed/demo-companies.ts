import type { Language } from '@workspace/shared/common/limits';
import type { NewCompanyRow } from '../db/schema/companies';
import type { Text } from './text';

/* ISO 13616 check digits: the IBAN of a real-looking account that passes every validator. */
function iban(country: string, bban: string): string {
  const digits = `${bban}${country}00`.replace(/[A-Z]/g, (char) => String(char.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return `${country}${String(98 - remainder).padStart(2, '0')}${bban}`;
}

type DemoCompany = Omit<NewCompanyRow, 'description'> & { description: Text };

/** Demo customers, Turkish and British, with every field of a company filled. */
// Data: one record a line reads as a table.
// prettier-ignore
export const DEMO_COMPANIES: DemoCompany[] = [
  {
    name: 'Anadolu Lojistik A.Ş.',
    websiteDomain: 'anadolu-lojistik.com.tr',
    description: { en: 'Road and rail freight between Istanbul, Ankara and Mersin.', tr: 'İstanbul, Ankara ve Mersin arasında karayolu ve demiryolu taşımacılığı.' },
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
    description: { en: 'Cotton fabrics and ready-made garments for European retailers.', tr: 'Avrupalı perakendecilere pamuklu kumaş ve hazır giyim üretimi.' },
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
    description: { en: 'Marketing agency; our customer for web and mobile projects.', tr: 'Pazarlama ajansı; web ve mobil projelerde müşterimiz.' },
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
    description: { en: 'Boutique hotels and balloon tours in Göreme and Ürgüp.', tr: 'Göreme ve Ürgüp’te butik oteller ve balon turları.' },
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
    description: { en: 'Data consultancy; reporting dashboards for retail chains.', tr: 'Veri danışmanlığı; perakende zincirleri için raporlama panoları.' },
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
    description: { en: 'Solar farms in Balıkesir and Çanakkale; monitoring software.', tr: 'Balıkesir ve Çanakkale’de güneş santralleri; izleme yazılımı.' },
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
    description: { en: 'Software partner for ERP integrations.', tr: 'ERP entegrasyonlarındaki yazılım ortağımız.' },
    address: 'Maslak Mah. Eski Büyükdere Cad. No:9, Sarıyer, İstanbul',
    phone: '+90 212 5550133',
    email: 'hello@bogazici-yazilim.com.tr',
    taxNumber: '1790456231',
    taxOffice: 'Maslak',
    iban: iban('TR', '0006701000000012345678'),
  },
];

/** The demo companies as rows, their descriptions in `language`. */
export function demoCompanyRows(language: Language): NewCompanyRow[] {
  return DEMO_COMPANIES.map((company) => ({ ...company, description: company.description[language] }));
}
