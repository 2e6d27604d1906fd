import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { INTERNAL_USER_TYPES, type UserType } from '@workspace/shared/auth/roles';
import type { Currency, Language } from '@workspace/shared/common/limits';
import {
  addDays,
  DEFAULT_TIME_ZONE,
  isoToday,
  WORK_PRIORITIES,
  type WorkPriority,
  type WorkStatus,
} from '@workspace/shared/common/work';
import type { Db, DbOrTx } from '../db/client';
import { anyRow } from '../lib/sql';
import { companies } from '../db/schema/companies';
import { projects } from '../db/schema/projects';
import { taskAttachmentChunks } from '../db/schema/task-attachment-chunks';
import { taskAttachments } from '../db/schema/task-attachments';
import { taskComments, type NewTaskCommentRow } from '../db/schema/task-comments';
import { taskEvents, type NewTaskEventRow } from '../db/schema/task-events';
import { tasks, type NewTaskRow } from '../db/schema/tasks';
import { users } from '../db/schema/users';
import { demoCompanyRows } from './demo-companies';
import { demoPdf, demoPng } from './demo-files';
import { between, pick, sequence, type Random } from './random';
import type { Text } from './text';
import { userPolicy } from '@workspace/shared/auth/policies';

type Person = { id: number; name: string; surname: string; email: string; type: UserType };

/*
 * The demo's work, coherent by construction: each project says how far along it is (its status
 * and, through `plan`, the status of each of its tasks in the order the work is done), and the
 * tasks' dates follow from that. A completed or cancelled project has no open task, a pending one
 * only pending tasks, an in-progress one about as much done as its time gone. Every text is
 * written in both languages and the demo takes the one SEED_LANGUAGE names.
 */

export type DemoProjectKey = 'fleet' | 'b2b' | 'brand' | 'hotel' | 'retail' | 'solar' | 'erp' | 'mobile';

type DemoProject = {
  key: DemoProjectKey;
  name: Text;
  description: Text;
  budget: string;
  currency: Currency;
  /** Index into the demo companies. */
  company: number;
  /** First day, in days from today, and length in days. */
  start: number;
  length: number;
  status: WorkStatus;
  priority: WorkPriority;
  /** Its tasks' statuses, earliest work first. */
  plan: WorkStatus[];
};

/** `count` times `status`, for the plans below. */
const times = (count: number, status: WorkStatus): WorkStatus[] => Array.from({ length: count }, () => status);

// Data: one record a line reads as a table.
// prettier-ignore
export const DEMO_PROJECTS: DemoProject[] = [
  { key: 'fleet', name: { en: 'Fleet tracking portal', tr: 'Filo takip portalı' }, description: { en: 'Live map and delivery status for the freight fleet.', tr: 'Yük filosu için canlı harita ve teslimat durumu.' }, budget: '485000.00', currency: 'TL', company: 0, start: -60, length: 150, status: 'inProgress', priority: 'high', plan: [...times(5, 'completed'), ...times(3, 'inProgress'), 'onHold', ...times(2, 'pending'), 'cancelled'] },
  { key: 'b2b', name: { en: 'B2B order platform', tr: 'B2B sipariş platformu' }, description: { en: 'Wholesale orders, price lists and invoices for retailers.', tr: 'Perakendeciler için toptan sipariş, fiyat listeleri ve faturalar.' }, budget: '92000.00', currency: 'Euro', company: 1, start: -30, length: 120, status: 'inProgress', priority: 'medium', plan: [...times(3, 'completed'), ...times(3, 'inProgress'), 'onHold', ...times(5, 'pending')] },
  { key: 'brand', name: { en: 'Brand website relaunch', tr: 'Kurumsal web sitesi yenileme' }, description: { en: 'New marketing site with a headless CMS.', tr: 'Headless CMS altyapısıyla yeni tanıtım sitesi.' }, budget: '38500.00', currency: 'GBP', company: 2, start: -120, length: 90, status: 'completed', priority: 'medium', plan: [...times(11, 'completed'), 'cancelled'] },
  { key: 'hotel', name: { en: 'Hotel booking engine', tr: 'Otel rezervasyon motoru' }, description: { en: 'Room and balloon-tour booking with card payments.', tr: 'Kartla ödemeli oda ve balon turu rezervasyonu.' }, budget: '1250000.50', currency: 'TL', company: 3, start: 10, length: 180, status: 'pending', priority: 'high', plan: times(12, 'pending') },
  { key: 'retail', name: { en: 'Retail KPI dashboards', tr: 'Perakende KPI panoları' }, description: { en: 'Weekly sales and stock dashboards for store managers.', tr: 'Mağaza müdürleri için haftalık satış ve stok panoları.' }, budget: '64000.00', currency: 'USD', company: 4, start: -45, length: 100, status: 'onHold', priority: 'low', plan: [...times(4, 'completed'), ...times(4, 'onHold'), ...times(3, 'pending'), 'cancelled'] },
  { key: 'solar', name: { en: 'Solar farm monitoring', tr: 'Güneş santrali izleme' }, description: { en: 'Inverter telemetry, alarms and monthly yield reports.', tr: 'İnvertör telemetrisi, alarmlar ve aylık üretim raporları.' }, budget: '215000.00', currency: 'USD', company: 5, start: -20, length: 200, status: 'inProgress', priority: 'high', plan: ['completed', ...times(3, 'inProgress'), 'onHold', ...times(7, 'pending')] },
  { key: 'erp', name: { en: 'ERP integration', tr: 'ERP entegrasyonu' }, description: { en: 'Invoices and stock movements synced with the ERP.', tr: 'Faturaların ve stok hareketlerinin ERP ile eşitlenmesi.' }, budget: '27500.75', currency: 'Euro', company: 6, start: -90, length: 60, status: 'cancelled', priority: 'low', plan: [...times(4, 'completed'), ...times(8, 'cancelled')] },
  { key: 'mobile', name: { en: 'Mobile sales app', tr: 'Mobil satış uygulaması' }, description: { en: 'Offline-first app for field sales.', tr: 'Saha satış ekibi için bağlantı olmadan da çalışan uygulama.' }, budget: '56000.00', currency: 'GBP', company: 2, start: 5, length: 140, status: 'pending', priority: 'medium', plan: times(12, 'pending') },
];

/** A task as one record: its title and the description that goes with it. */
type TaskText = { title: Text; description: Text };

/* The first tasks of each project, its own work; the rest come from the work every project has. */
// Data: one record a line reads as a table.
// prettier-ignore
const PROJECT_TASKS: Record<DemoProjectKey, TaskText[]> = {
  fleet: [
    { title: { en: 'Design login screen', tr: 'Giriş ekranını tasarla' }, description: { en: 'Sign-in page for dispatchers and drivers, with the company logo and a password reset link.', tr: 'Sevk sorumluları ve sürücüler için şirket logolu, şifre sıfırlama bağlantısı olan giriş sayfası.' } },
    { title: { en: 'Optimise map queries', tr: 'Harita sorgularını hızlandır' }, description: { en: 'The live map loads every vehicle at once; fetch only the visible area and cache the last positions.', tr: 'Canlı harita tüm araçları bir kerede yüklüyor; yalnızca görünen bölgeyi çek, son konumları önbellekte tut.' } },
    { title: { en: 'Show delivery status per stop', tr: 'Duraklarda teslimat durumunu göster' }, description: { en: 'Each stop on a route shows delivered, late or waiting, updated from the drivers’ app.', tr: 'Rotadaki her durak, sürücü uygulamasından gelen bilgiyle teslim edildi, gecikti ya da bekliyor olarak görünsün.' } },
  ],
  b2b: [
    { title: { en: 'Refactor price engine', tr: 'Fiyat motorunu yeniden düzenle' }, description: { en: 'Move customer-specific discounts out of the order code into one tested price service.', tr: 'Müşteriye özel indirimleri sipariş kodundan çıkarıp testleri yazılmış tek bir fiyat servisine taşı.' } },
    { title: { en: 'Load test order API', tr: 'Sipariş API’sine yük testi yap' }, description: { en: 'Simulate 200 retailers ordering at once before the season opens; aim for under 300 ms an order.', tr: 'Sezon açılmadan önce 200 perakendecinin aynı anda sipariş verdiği durumu dene; sipariş başına hedef 300 ms’nin altı.' } },
    { title: { en: 'Fix invoice rounding', tr: 'Fatura yuvarlamasını düzelt' }, description: { en: 'Invoice totals are a cent off the order when VAT is rounded per line; round the total instead.', tr: 'KDV satır bazında yuvarlandığında fatura toplamı siparişten bir kuruş farklı çıkıyor; yuvarlamayı toplam üzerinden yap.' } },
  ],
  brand: [
    { title: { en: 'Migrate blog posts to the new CMS', tr: 'Blog yazılarını yeni CMS’e taşı' }, description: { en: 'Move the 140 posts of the old site with their images, and redirect the old addresses.', tr: 'Eski sitedeki 140 yazıyı görselleriyle taşı, eski adresleri yeni sayfalara yönlendir.' } },
    { title: { en: 'Accessibility audit', tr: 'Erişilebilirlik denetimi' }, description: { en: 'Check contrast, keyboard use and screen-reader labels on every page template.', tr: 'Tüm sayfa şablonlarında kontrastı, klavyeyle kullanımı ve ekran okuyucu etiketlerini kontrol et.' } },
    { title: { en: 'Set up the contact form', tr: 'İletişim formunu kur' }, description: { en: 'A form with spam protection that sends requests to the sales mailbox.', tr: 'Talepleri satış ekibinin posta kutusuna ileten, spam korumalı bir form.' } },
  ],
  hotel: [
    { title: { en: 'Integrate payment gateway', tr: 'Ödeme altyapısını entegre et' }, description: { en: 'Card payments with 3-D Secure through the bank’s virtual POS, refunds included.', tr: 'Bankanın sanal POS’u üzerinden 3D Secure ile kartlı ödeme; iadeler dahil.' } },
    { title: { en: 'Model rooms and tour slots', tr: 'Oda ve tur kontenjanlarını modelle' }, description: { en: 'Room types, seasonal prices and balloon-tour slots with their capacity.', tr: 'Oda tipleri, sezonluk fiyatlar ve kapasiteleriyle balon turu seansları.' } },
    { title: { en: 'Build booking confirmation e-mails', tr: 'Rezervasyon onay e-postaları' }, description: { en: 'Confirmation and reminder e-mails in Turkish and English, with the booking details.', tr: 'Rezervasyon bilgilerini içeren Türkçe ve İngilizce onay ve hatırlatma e-postaları.' } },
  ],
  retail: [
    { title: { en: 'Agree KPIs with store managers', tr: 'KPI listesini netleştir' }, description: { en: 'A workshop with the store managers: which sales, returns and stock figures they need each week.', tr: 'Mağaza müdürleriyle çalıştay: her hafta hangi satış, iade ve stok rakamlarına ihtiyaç duydukları.' } },
    { title: { en: 'Design dashboard widgets', tr: 'Pano bileşenlerini tasarla' }, description: { en: 'Charts of weekly sales, returns and stock, readable on a tablet.', tr: 'Haftalık satış, iade ve stok grafikleri; tablette de rahat okunmalı.' } },
    { title: { en: 'Connect the stock feed', tr: 'Stok verisini bağla' }, description: { en: 'Nightly import of stock levels from the stores’ point-of-sale system.', tr: 'Mağazaların satış noktası sisteminden stok seviyelerini her gece içe aktar.' } },
  ],
  solar: [
    { title: { en: 'Collect inverter telemetry', tr: 'İnvertör verilerini topla' }, description: { en: 'Read power, voltage and temperature from every inverter each minute over Modbus.', tr: 'Her invertörden dakikada bir Modbus üzerinden güç, gerilim ve sıcaklık değerlerini oku.' } },
    { title: { en: 'Define alarm rules', tr: 'Alarm kurallarını belirle' }, description: { en: 'An alarm when an inverter stops or yields far below its neighbours, texted to the engineer on call.', tr: 'Duran ya da komşularından çok düşük üreten invertör için alarm; nöbetçi mühendise SMS ile gitsin.' } },
    { title: { en: 'Monthly yield report', tr: 'Aylık üretim raporu' }, description: { en: 'A PDF per farm: energy produced, availability and how it compares with the forecast.', tr: 'Her santral için PDF rapor: üretilen enerji, kullanılabilirlik ve tahminle karşılaştırma.' } },
  ],
  erp: [
    { title: { en: 'Map invoice fields to the ERP', tr: 'Fatura alanlarını ERP ile eşleştir' }, description: { en: 'Match our invoice fields with the ERP’s, tax codes and currencies included.', tr: 'Fatura alanlarımızı vergi kodları ve para birimleri dahil ERP’deki karşılıklarıyla eşleştir.' } },
    { title: { en: 'Clean up stock sync', tr: 'Stok eşitlemesini düzelt' }, description: { en: 'Stock movements are sent twice when the ERP answers slowly; make the sync safe to repeat.', tr: 'ERP yavaş yanıt verdiğinde stok hareketleri iki kez gönderiliyor; eşitleme tekrarlansa da sorun çıkarmasın.' } },
    { title: { en: 'Nightly reconciliation report', tr: 'Gece mutabakat raporu' }, description: { en: 'A morning e-mail listing the invoices and stock movements that differ between the two systems.', tr: 'İki sistem arasında farklı çıkan fatura ve stok hareketlerini listeleyen sabah e-postası.' } },
  ],
  mobile: [
    { title: { en: 'Offline order entry', tr: 'Çevrim dışı sipariş girişi' }, description: { en: 'Sales reps take orders without coverage; the app sends them once the phone is back online.', tr: 'Satış temsilcileri çekmeyen yerlerde de sipariş alabilsin; uygulama bağlantı gelince gönderir.' } },
    { title: { en: 'Customer visit planner', tr: 'Müşteri ziyaret planlayıcısı' }, description: { en: 'The day’s route of customer visits, with the notes of the last visit.', tr: 'Son ziyaretin notlarıyla birlikte günlük müşteri ziyaret rotası.' } },
    { title: { en: 'Barcode scanning of products', tr: 'Ürünleri barkodla ekleme' }, description: { en: 'Add a product to an order by scanning its barcode with the phone camera.', tr: 'Telefon kamerasıyla barkod okutarak siparişe ürün ekleme.' } },
  ],
};

// Data: one record a line reads as a table.
// prettier-ignore
const COMMON_TASKS: TaskText[] = [
  { title: { en: 'Set up CI pipeline', tr: 'CI hattını kur' }, description: { en: 'Build, lint and test every pull request; deploy the main branch to staging automatically.', tr: 'Her birleştirme isteğinde derleme, kod denetimi ve testler çalışsın; ana dal test ortamına otomatik çıksın.' } },
  { title: { en: 'Write API contract', tr: 'API sözleşmesini yaz' }, description: { en: 'An OpenAPI description of the endpoints, agreed with the customer’s developers before coding.', tr: 'Uç noktaların OpenAPI tanımı; kodlamaya başlamadan müşterinin geliştiricileriyle üzerinde anlaşılacak.' } },
  { title: { en: 'Migrate customer data', tr: 'Müşteri verilerini aktar' }, description: { en: 'Import customers and addresses from the old system and check a sample by hand.', tr: 'Müşterileri ve adreslerini eski sistemden aktar, bir örneklemi elle kontrol et.' } },
  { title: { en: 'Review pull requests', tr: 'Birleştirme isteklerini incele' }, description: { en: 'Review the week’s open pull requests and merge the ones that are ready.', tr: 'Haftanın açık birleştirme isteklerini incele, hazır olanları birleştir.' } },
  { title: { en: 'Prepare demo for client', tr: 'Müşteri sunumunu hazırla' }, description: { en: 'A short demo of the finished screens, with test data, for the customer’s steering meeting.', tr: 'Müşterinin yönlendirme toplantısı için biten ekranların test verisiyle kısa bir sunumu.' } },
  { title: { en: 'Add CSV export', tr: 'CSV olarak dışa aktarmayı ekle' }, description: { en: 'Export the filtered list as CSV, with the columns shown on screen.', tr: 'Filtrelenmiş liste, ekrandaki sütunlarıyla CSV olarak indirilebilsin.' } },
  { title: { en: 'Translate UI to Turkish', tr: 'Arayüzü İngilizceye çevir' }, description: { en: 'Every label, message and e-mail in Turkish too; keep the button texts short.', tr: 'Tüm etiketler, mesajlar ve e-postalar İngilizce de olsun; düğme metinleri kısa kalsın.' } },
  { title: { en: 'Set up staging server', tr: 'Test sunucusunu kur' }, description: { en: 'A staging server with a copy of the live data, personal details removed.', tr: 'Kişisel bilgileri ayıklanmış canlı veri kopyasıyla çalışan bir test sunucusu.' } },
  { title: { en: 'Write user guide', tr: 'Kullanım kılavuzunu yaz' }, description: { en: 'A short guide with screenshots for the customer’s first users.', tr: 'Müşterinin ilk kullanıcıları için ekran görüntülü kısa bir kılavuz.' } },
  { title: { en: 'Add audit logging', tr: 'Değişiklik kaydı tut' }, description: { en: 'Record who changed what and when, for the customer’s auditors.', tr: 'Kimin neyi ne zaman değiştirdiğini müşterinin denetçileri için kaydet.' } },
  { title: { en: 'Security review', tr: 'Güvenlik incelemesi' }, description: { en: 'Check sign-in, permissions and input validation before going live.', tr: 'Canlıya çıkmadan önce oturum açmayı, yetkileri ve girdi doğrulamasını gözden geçir.' } },
  { title: { en: 'Backup and restore drill', tr: 'Yedekten geri yükleme tatbikatı' }, description: { en: 'Restore last night’s backup on a spare server and time how long it takes.', tr: 'Dün geceki yedeği boş bir sunucuya geri yükle ve ne kadar sürdüğünü ölç.' } },
  { title: { en: 'Build notification emails', tr: 'Bildirim e-postalarını hazırla' }, description: { en: 'E-mails for the key events, each with a link back to its record.', tr: 'Önemli olaylar için ilgili kayda bağlantı veren bildirim e-postaları.' } },
  { title: { en: 'Plan sprint backlog', tr: 'Sprint iş listesini planla' }, description: { en: 'Estimate and order the next two weeks’ work with the team.', tr: 'Önümüzdeki iki haftanın işlerini ekiple tahminle ve önceliklendir.' } },
  { title: { en: 'Add two-factor login', tr: 'İki adımlı doğrulamayı ekle' }, description: { en: 'Optional authenticator-app codes at sign-in, required for administrators.', tr: 'Girişte isteğe bağlı doğrulama uygulaması kodu; yöneticiler için zorunlu.' } },
  { title: { en: 'Improve search speed', tr: 'Arama hızını artır' }, description: { en: 'Searching by name takes seconds on long lists; add the missing indexes.', tr: 'Uzun listelerde adla arama saniyeler sürüyor; eksik dizinleri ekle.' } },
];

/** The k-th task of a project (in the order of the work): its own three first, then common work. */
export function demoTaskText(project: number, k: number): TaskText {
  const own = PROJECT_TASKS[DEMO_PROJECTS[project % DEMO_PROJECTS.length]!.key];
  return k < own.length ? own[k]! : COMMON_TASKS[(project * 5 + k) % COMMON_TASKS.length]!;
}

/*
 * What is said on a task, by its status: the assignee and the planner, in that order (for pending
 * and cancelled work the planner speaks first). Only the two messages that carry a file say so.
 */
type Exchange = { first: 'assignee' | 'planner'; texts: [Text, Text] };
// Data: one record a line reads as a table.
// prettier-ignore
const EXCHANGES = {
  started: { first: 'assignee', texts: [{ en: 'Started on this; a first version should be ready by Thursday.', tr: 'Bugün başladım, ilk sürüm perşembeye hazır olur.' }, { en: 'Thanks. Tell me early if the deadline is at risk.', tr: 'Teşekkürler. Teslim tarihi riske girerse erkenden haber ver.' }] },
  blocked: { first: 'assignee', texts: [{ en: 'Waiting for access details from the customer; I asked them again this morning.', tr: 'Müşteriden erişim bilgilerini bekliyorum; bu sabah tekrar istedim.' }, { en: 'I will call them today as well.', tr: 'Ben de bugün kendilerini arayacağım.' }] },
  onHold: { first: 'assignee', texts: [{ en: 'Paused until the customer confirms the scope.', tr: 'Müşteri kapsamı onaylayana kadar beklemeye aldım.' }, { en: 'Agreed, we pick it up as soon as they answer.', tr: 'Tamam, yanıt gelir gelmez devam ederiz.' }] },
  done: { first: 'assignee', texts: [{ en: 'Done on my side, can you review?', tr: 'Benim tarafımda bitti, kontrol edebilir misin?' }, { en: 'Looks good, thanks. Closing it.', tr: 'Güzel olmuş, teşekkürler. Kapatıyorum.' }] },
  doneLate: { first: 'assignee', texts: [{ en: 'Done, later than planned: the customer’s API was delivered late.', tr: 'Bitti; müşterinin API’si geç teslim edildiği için plandan biraz geç kaldı.' }, { en: 'Understood, thanks for seeing it through.', tr: 'Anlaşıldı, sonuna kadar götürdüğün için teşekkürler.' }] },
  planned: { first: 'planner', texts: [{ en: 'The customer confirmed the scope in this morning’s call; this starts as planned.', tr: 'Müşteri bu sabahki görüşmede kapsamı onayladı; iş planlandığı gibi başlıyor.' }, { en: 'Noted, I will pick it up on the start date.', tr: 'Not aldım, başlangıç tarihinde ele alacağım.' }] },
  cancelled: { first: 'planner', texts: [{ en: 'Cancelled: no longer needed after the change of scope.', tr: 'Kapsam değiştiği için gerek kalmadı, iptal ediyorum.' }, { en: 'OK, I have kept my notes in the project folder.', tr: 'Tamam, notlarımı proje klasöründe saklıyorum.' }] },
  wireframe: { first: 'assignee', texts: [{ en: 'I attached the wireframe of the login screen.', tr: 'Giriş ekranının taslağını ekledim.' }, { en: 'Looks good. One small change: make the password reset link easier to see.', tr: 'Güzel. Küçük bir düzeltme: şifre sıfırlama bağlantısı daha belirgin olsun.' }] },
  workshop: { first: 'assignee', texts: [{ en: 'I attached the notes from the workshop.', tr: 'Çalıştayın notlarını ekledim.' }, { en: 'Thanks, the list is agreed. Closing it.', tr: 'Teşekkürler, liste netleşti. Kapatıyorum.' }] },
} satisfies Record<string, Exchange>;

type DemoFile = { name: Text; kind: 'png' | 'pdf'; pdfText: Text };
/* The two files of the demo's tasks, on the first message of these tasks (by index). */
// Data: one record a line reads as a table.
// prettier-ignore
const FILES: Record<number, { exchange: keyof typeof EXCHANGES; file: DemoFile }> = {
  0: { exchange: 'wireframe', file: { name: { en: 'wireframe-login.png', tr: 'giriş-ekranı-taslağı.png' }, kind: 'png', pdfText: { en: '', tr: '' } } },
  4: { exchange: 'workshop', file: { name: { en: 'workshop-notes.pdf', tr: 'Çalıştay notları.pdf' }, kind: 'pdf', pdfText: { en: 'Workshop notes - store KPIs', tr: 'Calistay notlari - magaza KPI listesi' } } },
};

/* Completed work ends this many days after (late) or before (early) its deadline. */
const LATENESS = [-3, 2, -1, 4, -2, 0, 1, -5];

const at = (isoDate: string, hour: number) => new Date(`${isoDate}T${String(hour).padStart(2, '0')}:15:00Z`);

async function ensureCompanies(db: DbOrTx, language: Language): Promise<number[]> {
  const [existing] = await db.select({ n: count() }).from(companies);
  if ((existing?.n ?? 0) === 0) await db.insert(companies).values(demoCompanyRows(language));
  const rows = await db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id));
  return rows.map((row) => row.id);
}

async function internalStaff(db: DbOrTx): Promise<Person[]> {
  return db
    .select({ id: users.id, name: users.name, surname: users.surname, email: users.email, type: users.type })
    .from(users)
    .where(and(inArray(users.type, [...INTERNAL_USER_TYPES]), eq(users.isActive, true)))
    .orderBy(asc(users.id));
}

/* The demo employee and manager get a good share; the rest go round the other active staff. */
function assigneeFor(index: number, staff: Person[], employee: Person, manager: Person): Person {
  if (index % 3 === 0) return employee;
  if (index % 5 === 1) return manager;
  return staff[index % staff.length]!;
}

type PlannedTask = NewTaskRow & {
  createdAt: Date;
  events: Omit<NewTaskEventRow, 'taskId'>[];
  comments: { author: Person; body: string; at: Date; file?: DemoFile }[];
};

/** Where a task stands in its project: its place in the work, its status, and its rank among the project's completed tasks. */
type Place = {
  project: DemoProject;
  projectId: number;
  k: number;
  status: WorkStatus;
  done: { rank: number; of: number };
  firstOfStatus: boolean;
};

function planTask(
  index: number,
  place: Place,
  random: Random,
  today: string,
  language: Language,
  who: Person,
  boss: Person,
  dueTomorrow = false,
): PlannedTask {
  const { project, status } = place;
  const day = (offset: number) => addDays(today, offset);
  // Days from today: the project's first and last day, the last day work could have been done, when it was planned.
  const first = project.start;
  const last = project.start + project.length;
  const lastDone = Math.min(last, -1);
  const planned = Math.min(first - 10, -3);
  let start: number;
  let deadline: number;
  let finished: number | null = null; // completed, put on hold or cancelled on this day
  switch (status) {
    case 'completed': {
      // Done in order over the part of the project that has passed, some early and some late.
      finished = first + Math.round(((lastDone - first) * (place.done.rank + 1)) / (place.done.of + 1));
      deadline = finished - LATENESS[index % LATENESS.length]!;
      start = Math.max(first, Math.min(finished, deadline - between(random, 5, 20)));
      break;
    }
    case 'inProgress':
      start = Math.max(first, -between(random, 5, 30));
      // The first running task of a project is overdue; one is due tomorrow (the daily reminder's news).
      deadline = place.firstOfStatus ? -2 : start + between(random, 5, 25);
      if (dueTomorrow) deadline = 1;
      break;
    case 'onHold':
      start = Math.max(first, -between(random, 15, 40));
      finished = Math.min(-1, start + between(random, 2, 8));
      deadline = start + between(random, 7, 25);
      break;
    case 'pending':
      // Work not started: in a project not started, spread over its first months; elsewhere, the coming weeks.
      start =
        project.status === 'pending'
          ? first + Math.round(((project.length - 30) * place.k) / 12)
          : Math.min(last - 5, between(random, 1, 30));
      deadline = start + between(random, 5, 20);
      break;
    case 'cancelled': {
      start = first + Math.round((project.length * (place.k + 1)) / 13);
      // A cancelled project stopped its work on its last day; elsewhere the task was dropped before it began.
      finished =
        project.status === 'cancelled' ? lastDone : Math.max(first + 1, Math.min(start - 3, -between(random, 2, 10)));
      deadline = start + between(random, 5, 20);
      break;
    }
  }
  deadline = Math.max(start, Math.min(deadline, last));
  // Planned a few days before it starts (or stops), and never later than yesterday.
  const createdDay = day(Math.max(planned, Math.min(start - between(random, 1, 6), (finished ?? 0) - 1, -1)));
  const createdAt = at(createdDay, 8);
  const priority: WorkPriority = pick(random, WORK_PRIORITIES);
  const text = demoTaskText(DEMO_PROJECTS.indexOf(project), place.k);
  const title = text.title[language];

  const events: PlannedTask['events'] = [{ type: 'created', actorId: boss.id, before: null, after: title, createdAt }];
  const began = start < (finished ?? 0);
  if (status !== 'pending' && (status !== 'cancelled' || began)) {
    events.push({
      type: 'status',
      actorId: who.id,
      before: 'pending',
      after: 'inProgress',
      createdAt: at(day(start), 9),
    });
  }
  let completedAt: Date | null = null;
  if (status === 'completed') {
    completedAt = at(day(finished!), 15);
    events.push({ type: 'status', actorId: who.id, before: 'inProgress', after: 'completed', createdAt: completedAt });
  }
  if (status === 'onHold')
    events.push({
      type: 'status',
      actorId: who.id,
      before: 'inProgress',
      after: 'onHold',
      createdAt: at(day(finished!), 9),
    });
  if (status === 'cancelled')
    events.push({
      type: 'status',
      actorId: boss.id,
      before: began ? 'inProgress' : 'pending',
      after: 'cancelled',
      createdAt: at(day(finished!), 9),
    });
  if (index % 7 === 2)
    events.push({
      type: 'priority',
      actorId: boss.id,
      before: priority === 'high' ? 'medium' : 'high',
      after: priority,
      createdAt: at(createdDay, 11),
    });
  if (index % 11 === 4)
    events.push({
      type: 'deadline',
      actorId: boss.id,
      before: day(deadline - 5),
      after: day(deadline),
      createdAt: at(createdDay, 12),
    });

  const comments: PlannedTask['comments'] = [];
  if (index % 4 === 0 || index < 3) {
    const withFile = FILES[index];
    const exchange: Exchange = withFile
      ? EXCHANGES[withFile.exchange]
      : status === 'completed'
        ? finished! > deadline
          ? EXCHANGES.doneLate
          : EXCHANGES.done
        : status === 'inProgress'
          ? index % 8 === 0
            ? EXCHANGES.blocked
            : EXCHANGES.started
          : status === 'onHold'
            ? EXCHANGES.onHold
            : status === 'cancelled'
              ? EXCHANGES.cancelled
              : EXCHANGES.planned;
    // Said when it happened: on the day it was finished, begun, or planned.
    const when = status === 'completed' ? [14, 16] : [10, 13];
    const sayDay = finished !== null ? day(finished) : status === 'inProgress' ? day(start) : createdDay;
    const speakers = exchange.first === 'assignee' ? [who, boss] : [boss, who];
    exchange.texts.forEach((body, turn) =>
      comments.push({
        author: speakers[turn]!,
        body: body[language],
        at: at(sayDay, when[turn]!),
        file: turn === 0 ? withFile?.file : undefined,
      }),
    );
  }
  const moments = [...events.map((event) => event.createdAt!), ...comments.map((comment) => comment.at)];
  return {
    title,
    description: text.description[language],
    assigneeId: who.id,
    projectId: place.projectId,
    startDate: day(start),
    deadline: day(deadline),
    estimatedHours: `${between(random, 2, 60)}.${pick(random, ['00', '25', '50', '75'])}`,
    status,
    priority,
    completedAt,
    createdBy: boss.id,
    createdAt,
    updatedAt: new Date(Math.max(...moments.map((moment) => moment.getTime()))),
    events,
    comments,
  };
}

/** Each task's place: the projects in turn, each project's tasks in the order of its plan. */
function placeTasks(taskCount: number, projectIds: number[]): Place[] {
  const places: Place[] = [];
  const doneCounts = DEMO_PROJECTS.map((project, p) => {
    const own = Math.ceil((taskCount - p) / DEMO_PROJECTS.length);
    return Array.from({ length: Math.max(own, 0) }, (_, k) => project.plan[k % project.plan.length]).filter(
      (status) => status === 'completed',
    ).length;
  });
  const doneSoFar = DEMO_PROJECTS.map(() => 0);
  const seen = DEMO_PROJECTS.map(() => new Set<WorkStatus>());
  for (let index = 0; index < taskCount; index += 1) {
    const p = index % DEMO_PROJECTS.length;
    const project = DEMO_PROJECTS[p]!;
    const k = Math.floor(index / DEMO_PROJECTS.length);
    const status = project.plan[k % project.plan.length]!;
    const firstOfStatus = !seen[p]!.has(status);
    seen[p]!.add(status);
    places.push({
      project,
      projectId: projectIds[p]!,
      k,
      status,
      done: { rank: doneSoFar[p]!, of: doneCounts[p]! },
      firstOfStatus,
    });
    if (status === 'completed') doneSoFar[p]! += 1;
  }
  return places;
}

/** Demo work: companies (when none exist), projects and tasks with timelines, comments and two files, in `language`. */
export async function seedDemoWork(
  db: Db,
  taskCount = 96,
  timeZone = DEFAULT_TIME_ZONE,
  language: Language = 'en',
): Promise<void> {
  const random = sequence(2024);
  const today = isoToday(timeZone);
  await db.transaction(async (tx) => {
    const companyIds = await ensureCompanies(tx, language);
    const staff = await internalStaff(tx);
    const employee = staff.find((person) => person.email === 'employee@example.com') ?? staff[0]!;
    const manager = staff.find((person) => person.email === 'manager@example.com') ?? staff[0]!;
    // The first administrator (who manages users) plans some of the work beside the manager.
    const master = staff.find((person) => userPolicy.manage(person)) ?? manager;
    const projectRows = await tx
      .insert(projects)
      .values(
        DEMO_PROJECTS.map(
          ({ key: _key, plan: _plan, company, start, length, name, description, ...project }, index) => ({
            ...project,
            name: name[language],
            description: description[language],
            companyId: companyIds[company % companyIds.length]!,
            startDate: addDays(today, start),
            endDate: addDays(today, start + length),
            createdBy: index % 2 === 0 ? manager.id : master.id,
            createdAt: at(addDays(today, Math.min(start - 10, -3)), 7),
          }),
        ),
      )
      .returning({ id: projects.id });

    const places = placeTasks(
      taskCount,
      projectRows.map((row) => row.id),
    );
    // One running task of the demo employee's (every third is theirs) falls due tomorrow.
    const dueTomorrow = places.findIndex(
      (place, index) =>
        place.status === 'inProgress' &&
        !place.firstOfStatus &&
        index % 3 === 0 &&
        place.project.start + place.project.length >= 1,
    );
    const planned = places.map((place, index) => {
      const who = assigneeFor(index, staff, employee, manager);
      const boss = index % 4 === 3 ? master : manager;
      return planTask(index, place, random, today, language, who, boss, index === dueTomorrow);
    });
    const taskRows = await tx
      .insert(tasks)
      .values(planned.map(({ events: _events, comments: _comments, ...task }) => task))
      .returning({ id: tasks.id });

    await tx
      .insert(taskEvents)
      .values(
        planned.flatMap((task, index) => task.events.map((event) => ({ ...event, taskId: taskRows[index]!.id }))),
      );
    const commentRows: (NewTaskCommentRow & { file?: DemoFile })[] = planned.flatMap((task, index) =>
      task.comments.map((comment) => ({
        taskId: taskRows[index]!.id,
        authorId: comment.author.id,
        body: comment.body,
        createdAt: comment.at,
        updatedAt: comment.at,
        file: comment.file,
      })),
    );
    const inserted = await tx
      .insert(taskComments)
      .values(commentRows.map(({ file: _file, ...comment }) => comment))
      .returning({ id: taskComments.id, taskId: taskComments.taskId });
    // The bytes go into the database as one chunk each, which both engines serve (docs/decisions/007).
    for (const [index, { file, createdAt }] of commentRows.entries()) {
      if (!file) continue;
      const data = file.kind === 'png' ? demoPng() : demoPdf(file.pdfText[language]);
      const [row] = await tx
        .insert(taskAttachments)
        .values({
          commentId: inserted[index]!.id,
          taskId: inserted[index]!.taskId,
          filename: file.name[language],
          mimeType: file.kind === 'png' ? 'image/png' : 'application/pdf',
          size: data.length,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: taskAttachments.id });
      await tx.insert(taskAttachmentChunks).values({ attachmentId: row!.id, seq: 0, data });
    }
  });
}

/** Whether any project exists (the demo work is added once). */
export async function hasProjects(db: DbOrTx): Promise<boolean> {
  return anyRow(db, projects);
}
