import { asc, inArray } from 'drizzle-orm';
import { INTERNAL_USER_TYPES } from '@workspace/shared/auth/roles';
import type { Language } from '@workspace/shared/common/limits';
import { addDays, DEFAULT_TIME_ZONE, isoToday } from '@workspace/shared/common/work';
import type {
  TicketDepartment,
  TicketEventType,
  TicketPriority,
  TicketStatus,
  TicketType,
} from '@workspace/shared/tickets/tickets.constants';
import type { DbOrTx } from '../db/client';
import { cannedReplies } from '../db/schema/canned-replies';
import { companies } from '../db/schema/companies';
import { companyMembers } from '../db/schema/company-members';
import { projects } from '../db/schema/projects';
import { ticketAttachmentChunks } from '../db/schema/ticket-attachment-chunks';
import { ticketAttachments } from '../db/schema/ticket-attachments';
import { ticketCategories } from '../db/schema/ticket-categories';
import { ticketComments } from '../db/schema/ticket-comments';
import { ticketEvents, type NewTicketEventRow } from '../db/schema/ticket-events';
import { tickets, type NewTicketRow } from '../db/schema/tickets';
import { users } from '../db/schema/users';
import { demoPdf, demoPng } from './demo-files';
import { between, sequence, type Random } from './random';
import type { Text } from './text';
import { DEMO_PROJECTS, type DemoProjectKey } from './demo-work';

/*
 * The demo support desk: categories, canned replies, four customers in their companies and their
 * tickets with timelines, conversations and a few files. Every text comes from a catalogue in both
 * languages: a ticket of a Turkish-speaking customer, and the staff's replies on it, are Turkish;
 * the others English. Categories and canned replies, which every ticket shares, follow the seed
 * language (SEED_LANGUAGE).
 */

export type { Text } from './text';

type CategoryKey = 'access' | 'billing' | 'bug' | 'feature' | 'hosting';

// Data: one record a line reads as a table.
// prettier-ignore
export const DEMO_TICKET_CATEGORIES: Record<CategoryKey, { name: Text; description: Text }> = {
  access: { name: { en: 'Sign-in & accounts', tr: 'Hesap ve erişim' }, description: { en: 'Signing in, passwords, two-factor sign-in, new users and their permissions.', tr: 'Giriş, şifreler, iki adımlı doğrulama, yeni kullanıcılar ve yetkileri.' } },
  billing: { name: { en: 'Billing & invoices', tr: 'Fatura ve ödemeler' }, description: { en: 'Invoices, payments, licences, subscriptions and contracts.', tr: 'Faturalar, ödemeler, lisanslar, abonelikler ve sözleşmeler.' } },
  bug: { name: { en: 'Bug report', tr: 'Hata bildirimi' }, description: { en: 'Something does not work as it should: errors, wrong figures, slow screens.', tr: 'Bir şey olması gerektiği gibi çalışmıyor: hatalar, yanlış rakamlar, yavaş ekranlar.' } },
  feature: { name: { en: 'Feature request', tr: 'Özellik talebi' }, description: { en: 'Ideas and requests for new features, reports and integrations.', tr: 'Yeni özellik, rapor ve entegrasyon fikirleri ve talepleri.' } },
  hosting: { name: { en: 'Hosting & e-mail', tr: 'Barındırma ve e-posta' }, description: { en: 'Websites, certificates, mailboxes, backups and domains.', tr: 'Web siteleri, sertifikalar, posta kutuları, yedekler ve alan adları.' } },
};
const CATEGORY_KEYS = Object.keys(DEMO_TICKET_CATEGORIES) as CategoryKey[];

// Data: one record a line reads as a table.
// prettier-ignore
export const DEMO_CANNED_REPLIES: { title: Text; body: Text }[] = [
  { title: { en: 'First answer', tr: 'İlk yanıt' }, body: { en: 'Hello {customer.name}, thank you for your message about "{ticket.subject}". We are looking into it and will get back to you today.', tr: 'Merhaba {customer.name}, "{ticket.subject}" konulu mesajınız için teşekkür ederiz. Konuyu inceliyoruz, bugün içinde size dönüş yapacağız.' } },
  { title: { en: 'More details needed', tr: 'Ek bilgi gerekli' }, body: { en: 'Hello {customer.name}, to move forward with "{ticket.subject}" we need a few more details: when did it start, who is affected, and a screenshot if possible. Thank you!', tr: 'Merhaba {customer.name}, "{ticket.subject}" konusunda ilerleyebilmemiz için birkaç bilgiye daha ihtiyacımız var: ne zaman başladı, kimler etkileniyor ve mümkünse bir ekran görüntüsü. Teşekkürler!' } },
  { title: { en: 'Solved, please confirm', tr: 'Çözüldü, onayınızı bekliyoruz' }, body: { en: 'Hello {customer.name}, we believe "{ticket.subject}" is solved now. Could you check on your side and let us know? If we do not hear back within three working days, we will close the ticket.', tr: 'Merhaba {customer.name}, "{ticket.subject}" konusunun çözüldüğünü düşünüyoruz. Kendi tarafınızda kontrol edip bize bilgi verebilir misiniz? Üç iş günü içinde yanıt gelmezse talebi kapatacağız.' } },
  { title: { en: 'Closing the ticket', tr: 'Talebin kapatılması' }, body: { en: 'Hello {customer.name}, as we have not heard back, we are closing "{ticket.subject}". You can reopen it any time by replying here.', tr: 'Merhaba {customer.name}, sizden yanıt alamadığımız için "{ticket.subject}" konulu talebi kapatıyoruz. Buradan yanıt vererek dilediğiniz zaman yeniden açabilirsiniz.' } },
];

type DemoFile = { name: Text; kind: 'png' | 'pdf'; pdfText?: string };

/**
 * One kind of support request: what the customer writes, and a four-message thread (staff, customer,
 * staff, customer) the demo cuts short where the ticket's status says it stands. `file` rides on one
 * message of the thread, or on an opening message sent with the ticket, as the ticket form does.
 */
type Scenario = {
  category: CategoryKey;
  department: TicketDepartment;
  type: TicketType;
  subject: Text;
  description: Text;
  thread: [Text, Text, Text, Text];
  file?: { on: 'opening' | 1 | 2; file: DemoFile };
};

// Data: one scenario a block; the texts read side by side.
// prettier-ignore
const SCENARIOS = {
  passwordReset: {
    category: 'access', department: 'support', type: 'problem',
    subject: { en: 'Cannot sign in after a password reset', tr: 'Şifre sıfırlamadan sonra giriş yapamıyorum' },
    description: { en: 'I reset my password this morning with the link in the e-mail, but the portal still says my password is incorrect. I tried two browsers.', tr: 'Bu sabah e-postadaki bağlantıyla şifremi sıfırladım ama portal hâlâ şifremin yanlış olduğunu söylüyor. İki farklı tarayıcıda denedim.' },
    thread: [
      { en: 'Thanks for the details. Your account was locked after several failed attempts; I have unlocked it. Could you try again?', tr: 'Bilgiler için teşekkürler. Birkaç hatalı denemeden sonra hesabınız kilitlenmiş; kilidi kaldırdım. Tekrar dener misiniz?' },
      { en: 'Still the same error, unfortunately. I copied the new password from my password manager.', tr: 'Maalesef aynı hata devam ediyor. Yeni şifreyi şifre yöneticimden kopyaladım.' },
      { en: 'Found it: the reset link had expired and the old password stayed active. I sent you a fresh link, valid for 24 hours.', tr: 'Sorunu bulduk: sıfırlama bağlantısının süresi dolmuş ve eski şifre geçerli kalmış. Size 24 saat geçerli yeni bir bağlantı gönderdim.' },
      { en: 'That worked, I am in. Thank you!', tr: 'Bu sefer oldu, giriş yaptım. Teşekkür ederim!' },
    ],
  },
  addUser: {
    category: 'access', department: 'support', type: 'request',
    subject: { en: 'Please add a user for our new accountant', tr: 'Yeni muhasebecimiz için kullanıcı açılması' },
    description: { en: 'Our new accountant, Elif Demir, starts on Monday. Please create an account for her with access to invoices only.', tr: 'Yeni muhasebecimiz Elif Demir pazartesi başlıyor. Kendisine yalnızca faturalara erişebileceği bir hesap açabilir misiniz?' },
    thread: [
      { en: 'Happy to help. Could you confirm her e-mail address and that she should not see the project reports?', tr: 'Memnuniyetle. E-posta adresini ve proje raporlarını görmemesi gerektiğini teyit edebilir misiniz?' },
      { en: 'Her address is in my signature below, and yes: invoices only, no reports.', tr: 'Adresi aşağıdaki imzamda yazıyor; evet, yalnızca faturalar, rapor yok.' },
      { en: 'The account is ready and the invitation e-mail has reached her. Her role shows invoices only.', tr: 'Hesap hazır, davet e-postası kendisine ulaştı. Rolü yalnızca faturaları görmeye izin veriyor.' },
      { en: 'She has signed in successfully, thanks a lot.', tr: 'Giriş yapabildi, çok teşekkürler.' },
    ],
  },
  twoFactor: {
    category: 'access', department: 'support', type: 'question',
    subject: { en: 'How do we require two-factor sign-in for all staff?', tr: 'Tüm çalışanlar için iki adımlı doğrulamayı nasıl zorunlu kılarız?' },
    description: { en: 'Our auditor asked us to require two-factor sign-in. Can it be enforced for everyone in our company account?', tr: 'Denetçimiz iki adımlı doğrulamayı zorunlu kılmamızı istedi. Şirket hesabımızdaki herkes için zorunlu hale getirmek mümkün mü?' },
    thread: [
      { en: 'Yes. Each user can switch it on in their profile today; requiring it for the whole company is a setting we turn on for you.', tr: 'Evet. Her kullanıcı bugün profilinden açabilir; tüm şirket için zorunlu hale getirmek ise bizim sizin için açtığımız bir ayar.' },
      { en: 'Please turn it on from the first of next month, so people have time to set it up.', tr: 'Çalışanların hazırlanabilmesi için önümüzdeki ayın başından itibaren açar mısınız?' },
      { en: 'Done: from the 1st, users without two-factor sign-in will be asked to set it up when they sign in.', tr: 'Tamamdır: ayın 1’inden itibaren iki adımlı doğrulaması olmayan kullanıcılardan girişte kurulum istenecek.' },
      { en: 'Perfect, I will let the team know.', tr: 'Harika, ekibe haber veriyorum.' },
    ],
  },
  wrongVat: {
    category: 'billing', department: 'billing', type: 'problem',
    subject: { en: 'Wrong VAT rate on the last invoice', tr: 'Son faturada KDV oranı yanlış' },
    description: { en: 'The invoice we received this month shows 18% VAT instead of 20%. Could you issue a corrected invoice? Our accounts close the month on Friday.', tr: 'Bu ay gelen faturada KDV %20 yerine %18 olarak hesaplanmış. Düzeltilmiş bir fatura kesebilir misiniz? Muhasebemiz ayı cuma günü kapatıyor.' },
    thread: [
      { en: 'You are right, the old rate was still set on your account. We are cancelling that invoice and issuing a new one.', tr: 'Haklısınız, hesabınızda eski oran tanımlı kalmış. O faturayı iptal edip yenisini düzenliyoruz.' },
      { en: 'Thanks. Please send the credit note as well, so we can match them.', tr: 'Teşekkürler. Eşleştirebilmemiz için iade faturasını da gönderir misiniz?' },
      { en: 'The corrected invoice and the credit note are in your account, and I have e-mailed both.', tr: 'Düzeltilmiş fatura ve iade faturası hesabınıza eklendi; ikisini e-postayla da ilettim.' },
      { en: 'Received both, all good now.', tr: 'İkisi de ulaştı, her şey yolunda.' },
    ],
  },
  paymentNotMatched: {
    category: 'billing', department: 'billing', type: 'question',
    subject: { en: 'Invoice paid but still shown as unpaid', tr: 'Ödeme yapıldı ama fatura hâlâ ödenmemiş görünüyor' },
    description: { en: 'We paid invoice 2024-118 by bank transfer five days ago. The portal still marks it unpaid and we have received a reminder.', tr: '2024-118 numaralı faturayı beş gün önce havaleyle ödedik. Portal hâlâ ödenmemiş gösteriyor ve hatırlatma e-postası aldık.' },
    thread: [
      { en: 'Could you send us the transfer receipt? The payment may have arrived without the invoice number in its reference.', tr: 'Havale dekontunu gönderebilir misiniz? Ödeme açıklamasında fatura numarası olmadan gelmiş olabilir.' },
      { en: 'Receipt attached.', tr: 'Dekont ektedir.' },
      { en: 'Thank you, we have matched the payment to the invoice. Please ignore the reminder.', tr: 'Teşekkürler, ödemeyi faturayla eşleştirdik. Hatırlatma e-postasını dikkate almayınız.' },
      { en: 'Great, thanks for the quick help.', tr: 'Harika, hızlı yardımınız için teşekkürler.' },
    ],
    file: { on: 1, file: { name: { en: 'transfer-receipt.pdf', tr: 'havale-dekontu.pdf' }, kind: 'pdf', pdfText: 'Bank transfer receipt - invoice 2024-118' } },
  },
  yearlyBilling: {
    category: 'billing', department: 'sales', type: 'request',
    subject: { en: 'Switch our subscription to yearly billing', tr: 'Aboneliğimizi yıllık ödemeye geçirmek istiyoruz' },
    description: { en: 'We would like to move from monthly to yearly billing at the next renewal. Is there a discount for paying yearly?', tr: 'Bir sonraki yenilemeden itibaren aylık yerine yıllık ödemeye geçmek istiyoruz. Yıllık ödemede indirim var mı?' },
    thread: [
      { en: 'Yearly billing comes with two months free. I will prepare an offer with the new amount.', tr: 'Yıllık ödemede iki ay ücretsiz oluyor. Yeni tutarla bir teklif hazırlayacağım.' },
      { en: 'Please address the offer to our finance manager, with the same company details.', tr: 'Teklifi finans müdürümüz adına, aynı şirket bilgileriyle hazırlayabilir misiniz?' },
      { en: 'The offer is in your inbox. Once you approve it, the change applies from the next renewal.', tr: 'Teklif e-posta kutunuzda. Onayladığınızda değişiklik bir sonraki yenilemeden itibaren geçerli olacak.' },
      { en: 'Approved, thank you.', tr: 'Onayladık, teşekkürler.' },
    ],
  },
  extraLicences: {
    category: 'billing', department: 'sales', type: 'question',
    subject: { en: 'Price for ten more user licences', tr: 'On ek kullanıcı lisansının fiyatı' },
    description: { en: 'We are hiring in the warehouse and need ten more user licences. What would the monthly cost be, and can they start mid-month?', tr: 'Depoya yeni personel alıyoruz ve on ek kullanıcı lisansına ihtiyacımız var. Aylık maliyeti ne olur, ay ortasında başlatılabilir mi?' },
    thread: [
      { en: 'Licences can start on any day; the first month is charged pro rata. I have sent you the price for ten seats.', tr: 'Lisanslar herhangi bir gün başlayabilir; ilk ay kullanılan gün kadar ücretlendirilir. On kullanıcının fiyatını size gönderdim.' },
      { en: 'Thanks. Can we keep the unit price of our current licences?', tr: 'Teşekkürler. Mevcut lisanslarımızın birim fiyatını koruyabilir miyiz?' },
      { en: 'Yes, we keep your current unit price. The licences are active from today.', tr: 'Evet, mevcut birim fiyatınızı koruyoruz. Lisanslar bugünden itibaren aktif.' },
      { en: 'Excellent, the new colleagues can sign in now.', tr: 'Mükemmel, yeni arkadaşlar artık giriş yapabiliyor.' },
    ],
  },
  mapNotLoading: {
    category: 'bug', department: 'technical', type: 'incident',
    subject: { en: 'The map does not load for our dispatchers', tr: 'Sevk ekranında harita yüklenmiyor' },
    description: { en: 'Since this morning the map stays grey for all our dispatchers. The vehicle list loads, only the map is missing. Our daily planning has stopped. A screenshot is attached.', tr: 'Bu sabahtan beri tüm sevk sorumlularımızda harita gri kalıyor. Araç listesi yükleniyor, yalnızca harita gelmiyor. Günlük planlamamız durdu. Ekran görüntüsü ektedir.' },
    thread: [
      { en: 'We see it too: the map tile provider changed its access key. We are rolling out a new key now.', tr: 'Biz de görüyoruz: harita servis sağlayıcısı erişim anahtarını değiştirmiş. Yeni anahtarı şimdi devreye alıyoruz.' },
      { en: 'Some dispatchers have the map back, others still do not.', tr: 'Bazı sevk sorumlularında harita geri geldi, bazılarında hâlâ gelmiyor.' },
      { en: 'The others had the old key in their browser cache. After a full page refresh (Ctrl+F5) the map loads for everyone.', tr: 'Diğerlerinde eski anahtar tarayıcı önbelleğinde kalmış. Sayfayı tamamen yeniledikten (Ctrl+F5) sonra harita herkeste açılıyor.' },
      { en: 'Confirmed, everyone has the map back.', tr: 'Teyit ediyorum, harita herkeste geri geldi.' },
    ],
    file: { on: 'opening', file: { name: { en: 'grey-map.png', tr: 'gri-harita.png' }, kind: 'png' } },
  },
  slowReport: {
    category: 'bug', department: 'technical', type: 'problem',
    subject: { en: 'Monthly report download times out', tr: 'Aylık rapor indirme işlemi zaman aşımına uğruyor' },
    description: { en: 'Downloading the monthly report as Excel runs for a minute and then fails with a timeout. Shorter date ranges work.', tr: 'Aylık raporu Excel olarak indirmek bir dakika sürüyor ve ardından zaman aşımı hatası veriyor. Daha kısa tarih aralıkları sorunsuz çalışıyor.' },
    thread: [
      { en: 'Thanks, we reproduced it with a full month of data. The report is built in memory as a whole; we are changing it to write the rows as they come.', tr: 'Teşekkürler, bir aylık veriyle sorunu tekrarladık. Rapor bellekte tek parça halinde oluşturuluyor; satırları geldikçe yazacak şekilde değiştiriyoruz.' },
      { en: 'Is there a workaround until then? We need the report for a meeting on Thursday.', tr: 'O zamana kadar geçici bir çözüm var mı? Raporu perşembe günkü toplantı için istiyoruz.' },
      { en: 'The fix is live: a full month now downloads in about ten seconds. Could you try again?', tr: 'Düzeltme yayında: bir aylık rapor artık yaklaşık on saniyede iniyor. Tekrar dener misiniz?' },
      { en: 'Works fine now, thanks.', tr: 'Şimdi sorunsuz çalışıyor, teşekkürler.' },
    ],
  },
  wrongTotals: {
    category: 'bug', department: 'technical', type: 'problem',
    subject: { en: 'Dashboard totals do not match the order list', tr: 'Panodaki toplamlar sipariş listesiyle uyuşmuyor' },
    description: { en: 'The dashboard shows 1,284 orders for last week but the order list shows 1,291. Which number is right?', tr: 'Pano geçen hafta için 1.284 sipariş gösteriyor ama sipariş listesinde 1.291 var. Hangisi doğru?' },
    thread: [
      { en: 'The dashboard counts by delivery date and the list by order date, which explains a small difference. We are checking whether that is all.', tr: 'Pano teslim tarihine, liste ise sipariş tarihine göre sayıyor; küçük fark buradan geliyor olabilir. Tek sebep bu mu diye kontrol ediyoruz.' },
      { en: 'Could both use the order date? That is what our managers expect.', tr: 'İkisi de sipariş tarihini kullanabilir mi? Yöneticilerimiz bunu bekliyor.' },
      { en: 'Done: the dashboard now counts by order date as well, and both show 1,291.', tr: 'Tamamdır: pano da artık sipariş tarihine göre sayıyor, ikisi de 1.291 gösteriyor.' },
      { en: 'Thank you, the numbers match now.', tr: 'Teşekkürler, rakamlar artık tutuyor.' },
    ],
  },
  scannerCrash: {
    category: 'bug', department: 'technical', type: 'incident',
    subject: { en: 'The app closes when scanning a barcode', tr: 'Barkod okutunca uygulama kapanıyor' },
    description: { en: 'On our Android handhelds the app closes as soon as we scan a barcode. It started after yesterday’s update.', tr: 'Android el terminallerimizde barkod okuttuğumuz anda uygulama kapanıyor. Dünkü güncellemeden sonra başladı.' },
    thread: [
      { en: 'Thank you. Which Android version do the devices run? A screenshot of the app’s About page would help.', tr: 'Teşekkürler. Cihazlarda hangi Android sürümü var? Uygulamanın Hakkında sayfasının ekran görüntüsü çok yardımcı olur.' },
      { en: 'Android 11 on all devices, screenshot attached.', tr: 'Tüm cihazlarda Android 11, ekran görüntüsü ektedir.' },
      { en: 'The camera library in the update needs Android 12. We have published a fixed version; please update the app.', tr: 'Güncellemedeki kamera kütüphanesi Android 12 gerektiriyor. Düzeltilmiş sürümü yayınladık; lütfen uygulamayı güncelleyin.' },
      { en: 'Updated on three devices, scanning works again.', tr: 'Üç cihazda güncelledik, barkod okuma tekrar çalışıyor.' },
    ],
    file: { on: 1, file: { name: { en: 'about-screen.png', tr: 'ekran-goruntusu.png' }, kind: 'png' } },
  },
  duplicateMails: {
    category: 'bug', department: 'technical', type: 'problem',
    subject: { en: 'Booking confirmations arrive twice', tr: 'Rezervasyon onay e-postaları iki kez geliyor' },
    description: { en: 'Guests receive every booking confirmation twice, a few minutes apart. Some of them think they booked two rooms.', tr: 'Misafirlerimiz her rezervasyon onayını birkaç dakika arayla iki kez alıyor. Bazıları iki oda ayırttığını düşünüyor.' },
    thread: [
      { en: 'We found a retry that sends the e-mail again when the mail server answers slowly. A fix is being tested.', tr: 'Posta sunucusu yavaş yanıt verdiğinde e-postayı yeniden gönderen bir mekanizma bulduk. Düzeltme test ediliyor.' },
      { en: 'Thanks. Can you also write to the guests who got two e-mails?', tr: 'Teşekkürler. Çift e-posta alan misafirlere bir bilgilendirme de gönderebilir misiniz?' },
      { en: 'The fix is live, and we sent a short apology to the 37 guests concerned.', tr: 'Düzeltme yayında ve ilgili 37 misafire kısa bir özür e-postası gönderdik.' },
      { en: 'Thank you, no duplicates since yesterday.', tr: 'Teşekkürler, dünden beri çift e-posta gelmedi.' },
    ],
  },
  priceImport: {
    category: 'feature', department: 'sales', type: 'request',
    subject: { en: 'Upload price lists as a CSV file', tr: 'Fiyat listelerini CSV dosyasıyla yükleme' },
    description: { en: 'We update around 800 prices every season. Could we upload them as a CSV file instead of editing each product?', tr: 'Her sezon yaklaşık 800 fiyatı güncelliyoruz. Her ürünü tek tek düzenlemek yerine CSV dosyası olarak yükleyebilir miyiz?' },
    thread: [
      { en: 'Good idea. Could you send us a sample of the file your ERP produces, so the upload reads it as it is?', tr: 'Güzel fikir. ERP sisteminizin ürettiği dosyadan bir örnek gönderebilir misiniz? Yükleme dosyayı olduğu gibi okuyabilsin.' },
      { en: 'Sample attached: product code, price and currency.', tr: 'Örnek ektedir: ürün kodu, fiyat ve para birimi.' },
      { en: 'The upload is ready on the test site. It checks every row and lists the errors before anything is saved.', tr: 'Yükleme özelliği test ortamında hazır. Kaydetmeden önce her satırı kontrol edip hataları listeliyor.' },
      { en: 'Tested with last season’s file: all 812 rows went in. Thank you!', tr: 'Geçen sezonun dosyasıyla denedik, 812 satırın hepsi aktarıldı. Teşekkürler!' },
    ],
    file: { on: 1, file: { name: { en: 'price-list-sample.pdf', tr: 'fiyat-listesi-ornegi.pdf' }, kind: 'pdf', pdfText: 'Price list sample: code, price, currency' } },
  },
  weeklyEmail: {
    category: 'feature', department: 'technical', type: 'request',
    subject: { en: 'Weekly summary e-mail for store managers', tr: 'Mağaza müdürleri için haftalık özet e-postası' },
    description: { en: 'Our store managers would like a short e-mail every Monday with last week’s key figures, so they do not have to open the dashboard.', tr: 'Mağaza müdürlerimiz panoyu açmadan geçen haftanın temel rakamlarını görebilmek için her pazartesi kısa bir e-posta almak istiyor.' },
    thread: [
      { en: 'We can do that. Which figures should the e-mail contain, and who should receive it?', tr: 'Bunu yapabiliriz. E-postada hangi rakamlar olmalı ve kimlere gitmeli?' },
      { en: 'Sales, returns and stock value per store; all store managers plus me.', tr: 'Mağaza bazında satış, iade ve stok değeri; tüm mağaza müdürleri ve ben.' },
      { en: 'The first summary went out this Monday at 08:00. Tell us if you would like a different layout.', tr: 'İlk özet bu pazartesi saat 08:00’de gönderildi. Farklı bir düzen isterseniz bize yazın.' },
      { en: 'The managers love it, thank you.', tr: 'Müdürler çok beğendi, teşekkürler.' },
    ],
  },
  apiAccess: {
    category: 'feature', department: 'sales', type: 'question',
    subject: { en: 'Can we read our data through an API?', tr: 'Verilerimize API ile erişebilir miyiz?' },
    description: { en: 'Our IT team would like to pull daily figures into our own reporting tool. Do you offer an API, and what does it cost?', tr: 'BT ekibimiz günlük rakamları kendi raporlama aracımıza çekmek istiyor. API sunuyor musunuz, ücreti nedir?' },
    thread: [
      { en: 'Yes, a read-only API is included in your plan. I will send the documentation and create a key for your IT team.', tr: 'Evet, paketinize dahil salt okunur bir API var. Dokümantasyonu gönderip BT ekibiniz için bir anahtar oluşturacağım.' },
      { en: 'Please create the key for our IT lead; he will contact you directly with questions.', tr: 'Anahtarı BT sorumlumuz adına oluşturun; soruları olursa size doğrudan ulaşacak.' },
      { en: 'The key is created and the documentation is on its way. The key can only read, never change anything.', tr: 'Anahtar oluşturuldu, dokümantasyon yolda. Anahtar yalnızca okuyabilir, hiçbir şeyi değiştiremez.' },
      { en: 'Received, thanks.', tr: 'Ulaştı, teşekkürler.' },
    ],
  },
  mailboxFull: {
    category: 'hosting', department: 'support', type: 'problem',
    subject: { en: 'Mailbox full: we cannot receive e-mails', tr: 'Posta kutusu dolu, e-posta alamıyoruz' },
    description: { en: 'Our info@ mailbox rejects every message with “mailbox full”. Customers are writing to us and their e-mails come back.', tr: 'info@ adresimiz gelen her iletiyi “posta kutusu dolu” diyerek geri çeviriyor. Müşterilerimizin e-postaları geri dönüyor.' },
    thread: [
      { en: 'As a first step I have raised the quota from 5 to 10 GB, so mail arrives again. The mailbox holds a lot of old attachments.', tr: 'İlk adım olarak kotayı 5 GB’tan 10 GB’a çıkardım, e-postalar tekrar geliyor. Kutuda çok sayıda eski ek dosya var.' },
      { en: 'Thank you. Can you archive everything older than two years?', tr: 'Teşekkürler. İki yıldan eski her şeyi arşivleyebilir misiniz?' },
      { en: 'The archive is done: 3.8 GB moved, and you can still search it from the web mail.', tr: 'Arşivleme tamamlandı: 3,8 GB taşındı ve web postadan hâlâ aranabiliyor.' },
      { en: 'Perfect, everything works.', tr: 'Mükemmel, her şey çalışıyor.' },
    ],
  },
  certificate: {
    category: 'hosting', department: 'technical', type: 'incident',
    subject: { en: 'Our website shows a certificate warning', tr: 'Web sitemizde sertifika uyarısı çıkıyor' },
    description: { en: 'Since last night visitors see “your connection is not private” on our website. We are losing bookings.', tr: 'Dün geceden beri ziyaretçiler web sitemizde “bağlantınız gizli değil” uyarısı görüyor. Rezervasyon kaybediyoruz.' },
    thread: [
      { en: 'The certificate renewal failed because the domain’s DNS records changed. We are renewing it by hand now.', tr: 'Alan adının DNS kayıtları değiştiği için sertifika yenilemesi başarısız olmuş. Şu anda elle yeniliyoruz.' },
      { en: 'Our new agency changed the DNS last week; we did not know it would matter.', tr: 'Yeni ajansımız geçen hafta DNS ayarlarını değiştirdi; bunun etkileyeceğini bilmiyorduk.' },
      { en: 'The new certificate is installed and automatic renewal works with the new records. The warning is gone.', tr: 'Yeni sertifika kuruldu ve otomatik yenileme yeni kayıtlarla çalışıyor. Uyarı kalktı.' },
      { en: 'Checked on several phones and computers. Thank you.', tr: 'Birkaç telefon ve bilgisayarda kontrol ettik. Teşekkürler.' },
    ],
  },
  spamFolder: {
    category: 'hosting', department: 'support', type: 'question',
    subject: { en: 'Our e-mails land in customers’ spam folders', tr: 'E-postalarımız müşterilerin spam klasörüne düşüyor' },
    description: { en: 'Several customers told us our invoices ended up in their spam folder. Is something wrong with our domain settings?', tr: 'Birkaç müşterimiz faturalarımızın spam klasörüne düştüğünü söyledi. Alan adı ayarlarımızda bir sorun mu var?' },
    thread: [
      { en: 'Your domain has no DKIM signature yet. I will add the records; they take a few hours to take effect.', tr: 'Alan adınızda henüz DKIM imzası yok. Kayıtları ekleyeceğim; etkinleşmeleri birkaç saat sürer.' },
      { en: 'Please go ahead.', tr: 'Lütfen ekleyin.' },
      { en: 'DKIM and DMARC are in place, and test messages now pass every check.', tr: 'DKIM ve DMARC kayıtları eklendi; deneme iletileri artık tüm kontrollerden geçiyor.' },
      { en: 'The latest invoices arrived in the inbox. Thanks!', tr: 'Son faturalar gelen kutusuna düştü. Teşekkürler!' },
    ],
  },
  restoreFolder: {
    category: 'hosting', department: 'technical', type: 'request',
    subject: { en: 'Restore a deleted folder from the backup', tr: 'Silinen bir klasörün yedekten geri yüklenmesi' },
    description: { en: 'A colleague deleted the “Contracts 2023” folder from the shared drive yesterday afternoon. Can you restore it from last night’s backup?', tr: 'Bir çalışma arkadaşımız dün öğleden sonra ortak sürücüden “Sözleşmeler 2023” klasörünü sildi. Dün geceki yedekten geri yükleyebilir misiniz?' },
    thread: [
      { en: 'Yes, the 02:00 backup has the folder. Should I restore it to its old place, or next to it under a new name?', tr: 'Evet, saat 02:00 yedeğinde klasör var. Eski yerine mi, yoksa yanına yeni bir adla mı geri yükleyeyim?' },
      { en: 'To its old place, please.', tr: 'Eski yerine lütfen.' },
      { en: 'Restored: 214 files, nothing was overwritten.', tr: 'Geri yüklendi: 214 dosya, hiçbir dosyanın üzerine yazılmadı.' },
      { en: 'All there, thank you very much.', tr: 'Hepsi yerinde, çok teşekkür ederim.' },
    ],
  },
  contractRenewal: {
    category: 'billing', department: 'sales', type: 'question',
    subject: { en: 'Questions about our contract renewal', tr: 'Sözleşme yenilemesiyle ilgili sorular' },
    description: { en: 'Our support contract ends next month. What changes in the new terms, and can we add weekend support?', tr: 'Destek sözleşmemiz gelecek ay bitiyor. Yeni koşullarda neler değişiyor, hafta sonu desteği ekleyebilir miyiz?' },
    thread: [
      { en: 'The terms stay the same; weekend support can be added as an option. I will send a draft of both versions.', tr: 'Koşullar aynı kalıyor; hafta sonu desteği seçenek olarak eklenebilir. Her iki seçeneği içeren bir taslak göndereceğim.' },
      { en: 'Thanks, we will discuss it internally and come back to you.', tr: 'Teşekkürler, kendi aramızda görüşüp size döneceğiz.' },
      { en: 'Of course. The current contract stays valid until you decide.', tr: 'Elbette. Siz karar verene kadar mevcut sözleşme geçerli.' },
      { en: 'We will take the version with weekend support.', tr: 'Hafta sonu destekli seçeneği tercih ediyoruz.' },
    ],
  },
  slowSearch: {
    category: 'bug', department: 'technical', type: 'problem',
    subject: { en: 'Searching has been very slow since the update', tr: 'Güncellemeden beri arama çok yavaş' },
    description: { en: 'Looking up a customer by name now takes 15 to 20 seconds. Before the update it was instant.', tr: 'Müşteriyi adıyla aramak artık 15-20 saniye sürüyor. Güncellemeden önce anında sonuç geliyordu.' },
    thread: [
      { en: 'Sorry about that. An index was not rebuilt after the update; we will rebuild it tonight, outside working hours.', tr: 'Özür dileriz. Güncellemeden sonra bir dizin yeniden oluşturulmamış; bu gece mesai dışında yeniden oluşturacağız.' },
      { en: 'OK, we will try tomorrow morning.', tr: 'Tamam, yarın sabah deneyeceğiz.' },
      { en: 'The index is rebuilt; in our tests a search takes under a second.', tr: 'Dizin yeniden oluşturuldu; testlerimizde arama bir saniyenin altında sonuçlanıyor.' },
      { en: 'Same here, fast again.', tr: 'Bizde de öyle, yine hızlı.' },
    ],
  },
  training: {
    category: 'access', department: 'sales', type: 'request',
    subject: { en: 'Training session for new staff', tr: 'Yeni çalışanlar için eğitim oturumu' },
    description: { en: 'Five new colleagues join us next week. Could you run a one-hour online training on the portal?', tr: 'Gelecek hafta beş yeni çalışma arkadaşımız başlıyor. Portal için bir saatlik çevrim içi eğitim verebilir misiniz?' },
    thread: [
      { en: 'Of course. Would Wednesday or Thursday at 10:00 suit you?', tr: 'Elbette. Çarşamba ya da perşembe saat 10:00 uygun olur mu?' },
      { en: 'Thursday at 10:00 is fine.', tr: 'Perşembe 10:00 uygun.' },
      { en: 'I have sent the invitation with the meeting link. We will share the recording afterwards.', tr: 'Toplantı bağlantısıyla daveti gönderdim. Kaydı sonrasında paylaşacağız.' },
      { en: 'The session was very useful, thank you.', tr: 'Eğitim çok faydalı oldu, teşekkürler.' },
    ],
  },
  dataCopy: {
    category: 'access', department: 'support', type: 'request',
    subject: { en: 'A copy of the personal data you keep about us', tr: 'Hakkımızda sakladığınız kişisel verilerin bir kopyası' },
    description: { en: 'For our data protection records we need a list of the personal data you keep about our employees.', tr: 'KVKK kayıtlarımız için çalışanlarımız hakkında sakladığınız kişisel verilerin listesine ihtiyacımız var.' },
    thread: [
      { en: 'We will prepare it: names, e-mail addresses, phone numbers and sign-in history.', tr: 'Hazırlıyoruz: adlar, e-posta adresleri, telefon numaraları ve giriş geçmişi.' },
      { en: 'Thanks. Please send it protected with a password.', tr: 'Teşekkürler. Lütfen şifre korumalı gönderin.' },
      { en: 'The protected file is attached here; the password was sent to you by text message.', tr: 'Şifre korumalı dosya buraya eklendi; şifre size SMS ile gönderildi.' },
      { en: 'Received and opened, thank you.', tr: 'Aldık ve açtık, teşekkürler.' },
    ],
    file: { on: 2, file: { name: { en: 'personal-data.pdf', tr: 'kisisel-veriler.pdf' }, kind: 'pdf', pdfText: 'Personal data kept - summary' } },
  },
  invoiceAddress: {
    category: 'billing', department: 'billing', type: 'request',
    subject: { en: 'Please update the address on our invoices', tr: 'Faturalardaki adresimizin güncellenmesi' },
    description: { en: 'We have moved to a new office. Please use the new address on invoices from this month on; the tax number stays the same.', tr: 'Yeni ofise taşındık. Bu aydan itibaren faturalarda yeni adresimizi kullanır mısınız? Vergi numaramız aynı.' },
    thread: [
      { en: 'Could you send the new address exactly as it should appear on the invoice?', tr: 'Yeni adresi faturada görünmesi gereken şekliyle iletebilir misiniz?' },
      { en: 'It is on our company card in the portal, updated this morning.', tr: 'Portaldaki şirket kartımızda, bu sabah güncelledik.' },
      { en: 'Thank you, the invoice address is updated; this month’s invoice will carry it.', tr: 'Teşekkürler, fatura adresi güncellendi; bu ayın faturasında yer alacak.' },
      { en: 'Great, thanks.', tr: 'Harika, teşekkürler.' },
    ],
  },
} satisfies Record<string, Scenario>;
type ScenarioKey = keyof typeof SCENARIOS;
export const DEMO_TICKET_SCENARIOS: readonly Scenario[] = Object.values(SCENARIOS);

/*
 * Messages any ticket may carry, whatever it is about: each in two wordings, one for something
 * broken (a problem or an incident) and one for a request or a question.
 */
type Wordings = { broken: Text; asked: Text };
// Data: one record a line reads as a table.
// prettier-ignore
const MESSAGES = {
  followUp: { broken: { en: 'Any news on this? It is still happening on our side.', tr: 'Bu konuda bir gelişme var mı? Sorun bizde hâlâ devam ediyor.' }, asked: { en: 'Any news on this? We would like to move ahead.', tr: 'Bu konuda bir gelişme var mı? Bir an önce ilerlemek istiyoruz.' } },
  working: { broken: { en: 'A quick update: we have reproduced it and are working on a fix.', tr: 'Kısa bir bilgi: sorunu tekrarladık, çözüm üzerinde çalışıyoruz.' }, asked: { en: 'A quick update: we are on it and will come back to you shortly.', tr: 'Kısa bir bilgi: konu üzerinde çalışıyoruz, kısa süre içinde size döneceğiz.' } },
  // On hold after the staff's question, waiting for the customer's answer; or with an answer in hand, waiting for someone else.
  onHoldForAnswer: { broken: { en: 'We are waiting for your answer to our question above; the ticket is on hold until then.', tr: 'Yukarıdaki sorumuza yanıtınızı bekliyoruz; o zamana kadar talep beklemede.' }, asked: { en: 'We are waiting for your answer to our question above; the ticket is on hold until then.', tr: 'Yukarıdaki sorumuza yanıtınızı bekliyoruz; o zamana kadar talep beklemede.' } },
  onHoldForOthers: { broken: { en: 'Our provider is looking into this on their side; we have put the ticket on hold until they answer.', tr: 'Hizmet sağlayıcımız konuyu kendi tarafında inceliyor; yanıt verene kadar talebi beklemeye aldık.' }, asked: { en: 'This needs an approval on our side first; we have put the ticket on hold until then.', tr: 'Bunun için önce bizim tarafta bir onay gerekiyor; o zamana kadar talebi beklemeye aldık.' } },
  cancel: { broken: { en: 'We found the cause on our side, please cancel this ticket.', tr: 'Sebebi bizim tarafta bulduk, lütfen bu talebi iptal edin.' }, asked: { en: 'This is no longer needed, our plans have changed.', tr: 'Buna artık gerek kalmadı, planlarımız değişti.' } },
  cancelled: { broken: { en: 'Understood, I have cancelled the ticket. Write to us any time.', tr: 'Anlaşıldı, talebi iptal ettim. Dilediğiniz zaman bize yazabilirsiniz.' }, asked: { en: 'Understood, I have cancelled the ticket. Write to us any time.', tr: 'Anlaşıldı, talebi iptal ettim. Dilediğiniz zaman bize yazabilirsiniz.' } },
  // An internal note among staff (never shown to the customer) while the ticket waits for someone else.
  internalNote: { broken: { en: 'Our provider confirmed the fault on their side; no date yet, so let us not promise the customer one.', tr: 'Hizmet sağlayıcımız arızanın kendi tarafında olduğunu doğruladı; henüz tarih yok, müşteriye bir tarih sözü vermeyelim.' }, asked: { en: 'The approval is with finance; I will chase them tomorrow morning before we answer.', tr: 'Onay finans ekibinde; yanıt vermeden önce yarın sabah onlara tekrar soracağım.' } },
  closing: { broken: { en: 'Glad it is sorted. I am closing the ticket; reply here if it happens again.', tr: 'Sorunun çözülmesine sevindik. Talebi kapatıyorum; tekrar olursa buradan yazabilirsiniz.' }, asked: { en: 'Glad we could help. I am closing the ticket; reply here if you need anything else.', tr: 'Yardımcı olabildiğimize sevindik. Talebi kapatıyorum; başka bir ihtiyacınız olursa buradan yazabilirsiniz.' } },
} satisfies Record<string, Wordings>;

/**
 * Who raises the demo tickets: the demo customer and the three of DEMO_CUSTOMERS (people.ts), the
 * demo companies each belongs to, how staff greet them, and their tickets in order (with the
 * project of one of their companies where the ticket is about one).
 */
// Data: one customer a block.
// prettier-ignore
const CUSTOMER_PLANS: { email: string; greeting: string; companies: string[]; tickets: { scenario: ScenarioKey; project?: DemoProjectKey }[] }[] = [
  {
    email: 'user@example.com', greeting: 'Hi Oliver,', companies: ['Brightwave Digital Ltd', 'Thames Analytics Ltd'],
    tickets: [
      { scenario: 'scannerCrash' }, { scenario: 'slowReport', project: 'retail' }, { scenario: 'weeklyEmail', project: 'retail' },
      { scenario: 'wrongTotals', project: 'retail' }, { scenario: 'wrongVat' }, { scenario: 'addUser' }, { scenario: 'certificate' }, { scenario: 'spamFolder' },
      { scenario: 'apiAccess', project: 'retail' }, { scenario: 'yearlyBilling' }, { scenario: 'passwordReset' }, { scenario: 'slowSearch' },
      { scenario: 'training' }, { scenario: 'restoreFolder' },
    ],
  },
  {
    email: 'ayse.karaca@anadolu-lojistik.com.tr', greeting: 'Merhaba Ayşe Hanım,', companies: ['Anadolu Lojistik A.Ş.', 'Kapadokya Turizm A.Ş.'],
    tickets: [
      { scenario: 'mapNotLoading', project: 'fleet' }, { scenario: 'duplicateMails' }, { scenario: 'certificate' }, { scenario: 'wrongVat' },
      { scenario: 'extraLicences' }, { scenario: 'twoFactor' }, { scenario: 'slowReport', project: 'fleet' }, { scenario: 'mailboxFull' }, { scenario: 'yearlyBilling' },
      { scenario: 'dataCopy' }, { scenario: 'training' }, { scenario: 'scannerCrash', project: 'fleet' },
    ],
  },
  {
    email: 'murat.erkan@ege-tekstil.com', greeting: 'Merhaba Murat Bey,', companies: ['Ege Tekstil San. ve Tic. Ltd. Şti.'],
    tickets: [
      { scenario: 'priceImport', project: 'b2b' }, { scenario: 'wrongTotals', project: 'b2b' }, { scenario: 'paymentNotMatched' }, { scenario: 'addUser' },
      { scenario: 'spamFolder' }, { scenario: 'restoreFolder' }, { scenario: 'contractRenewal' }, { scenario: 'slowSearch', project: 'b2b' },
      { scenario: 'apiAccess', project: 'b2b' }, { scenario: 'invoiceAddress' }, { scenario: 'passwordReset' },
    ],
  },
  {
    email: 'hannah.price@thamesanalytics.co.uk', greeting: 'Hi Hannah,', companies: ['Thames Analytics Ltd'],
    tickets: [
      { scenario: 'contractRenewal' }, { scenario: 'twoFactor' }, { scenario: 'paymentNotMatched' }, { scenario: 'mailboxFull' }, { scenario: 'extraLicences' }, { scenario: 'dataCopy' },
      { scenario: 'invoiceAddress' }, { scenario: 'slowSearch', project: 'retail' }, { scenario: 'priceImport' }, { scenario: 'passwordReset' }, { scenario: 'duplicateMails' },
    ],
  },
];

/* Open work is spread wide; about a quarter of the tickets are still pending, a quarter completed. */
const STATUS_CYCLE: TicketStatus[] = [
  'pending',
  'inProgress',
  'completed',
  'onHold',
  'completed',
  'inProgress',
  'cancelled',
  'pending',
];
const PRIORITY_CYCLE: TicketPriority[] = ['medium', 'low', 'high', 'medium', 'urgent', 'low', 'high'];
/* How many days ago a ticket in this status was raised: at least, at most. */
const AGE_DAYS: Record<TicketStatus, [number, number]> = {
  pending: [0, 8],
  inProgress: [3, 30],
  onHold: [8, 45],
  completed: [10, 60],
  cancelled: [5, 50],
};
const HOUR = 3_600_000;

type Person = { id: number; name: string; surname: string; email: string; language: Language };
const fullName = (person: Person) => `${person.name} ${person.surname}`;

/** One step of a ticket's life, in order; times are given once all steps are known. */
type Step =
  | {
      kind: 'event';
      type: TicketEventType;
      actor: Person;
      before: string | null;
      after: string | null;
      completes?: boolean;
    }
  | { kind: 'comment'; author: Person; body: string; file?: DemoFile; internal?: boolean };

type PlannedTicket = {
  row: Omit<NewTicketRow, 'createdAt' | 'updatedAt' | 'completedAt'>;
  steps: Step[];
  createdAt: Date;
  end: Date;
  language: Language;
};

/** The ticket categories in the seed language, added when none exist; their ids by key. */
export async function ensureTicketCategories(db: DbOrTx, language: Language): Promise<Record<CategoryKey, number>> {
  let rows = await db
    .select({ id: ticketCategories.id, name: ticketCategories.name })
    .from(ticketCategories)
    .orderBy(asc(ticketCategories.id));
  if (rows.length === 0) {
    rows = await db
      .insert(ticketCategories)
      .values(
        CATEGORY_KEYS.map((key) => ({
          name: DEMO_TICKET_CATEGORIES[key].name[language],
          description: DEMO_TICKET_CATEGORIES[key].description[language],
        })),
      )
      .returning({ id: ticketCategories.id, name: ticketCategories.name });
  }
  // Categories made by hand before: the demo's keys go round them.
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  return Object.fromEntries(
    CATEGORY_KEYS.map((key, index) => [
      key,
      byName.get(DEMO_TICKET_CATEGORIES[key].name[language]) ?? rows[index % rows.length]!.id,
    ]),
  ) as Record<CategoryKey, number>;
}

/** 0 .. count-1 in a deterministic random order (Fisher-Yates). */
function shuffled(random: Random, count: number): number[] {
  const order = Array.from({ length: count }, (_, index) => index);
  for (let index = count - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  return order;
}

/** A moment `days` whole days before today (company time zone), at hh:mm UTC. */
function dayAt(today: string, days: number, hour: number, minute: number): Date {
  return new Date(`${addDays(today, -days)}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
}

type Cast = {
  staff: Person[];
  employee: Person;
  manager: Person;
  master: Person;
  categoryNames: Record<CategoryKey, string>;
};

function planTicket(
  slot: number,
  random: Random,
  today: string,
  now: number,
  customer: Person,
  greeting: string,
  scenario: Scenario,
  project: { id: number; startDate: string } | null,
  cast: Cast,
  categoryId: number,
): PlannedTicket {
  const language = customer.language;
  const say = (text: Text) => text[language];
  // The status goes by slot; `turn` (which round of the status cycle) varies what happens within a status.
  // The other choices go by moduli prime to the cycle's length, so they cut across the statuses.
  const status = STATUS_CYCLE[slot % STATUS_CYCLE.length]!;
  const turn = Math.floor(slot / STATUS_CYCLE.length);
  const priority =
    scenario.type === 'incident' ? (turn % 2 === 0 ? 'urgent' : 'high') : PRIORITY_CYCLE[slot % PRIORITY_CYCLE.length]!;
  // Most pending tickets wait for someone to take them; half the cancelled ones were never taken.
  const isAssigned = status === 'pending' ? turn % 3 === 1 : status === 'cancelled' ? turn % 2 === 0 : true;
  const others = cast.staff.filter(
    (person) => person.id !== cast.employee.id && person.id !== cast.manager.id && person.id !== cast.master.id,
  );
  const assignee = !isAssigned
    ? null
    : slot % 5 < 2
      ? cast.employee
      : slot % 5 === 2
        ? cast.manager
        : others.length > 0
          ? others[slot % others.length]!
          : cast.employee;
  const planner = slot % 3 === 2 ? cast.master : cast.manager;
  const staffVoice = assignee ?? cast.manager;
  const subject = say(scenario.subject);

  const [minAge, maxAge] = AGE_DAYS[status];
  const createdAt = new Date(
    Math.min(
      dayAt(today, between(random, minAge, maxAge), between(random, 6, 15), between(random, 0, 59)).getTime(),
      now - 3 * HOUR - between(random, 0, 120) * 60_000,
    ),
  );
  // Closed and waiting tickets settled within days of being raised; open ones are still moving.
  const span =
    status === 'pending'
      ? between(random, 1, 30) * HOUR
      : status === 'inProgress'
        ? between(random, 1, 12) * 24 * HOUR
        : between(random, 2, 10) * 24 * HOUR;
  const end = new Date(Math.min(createdAt.getTime() + span, now - HOUR));

  const steps: Step[] = [];
  const event = (
    type: TicketEventType,
    actor: Person,
    before: string | null,
    after: string | null,
    completes = false,
  ) => steps.push({ kind: 'event', type, actor, before, after, completes });
  const comment = (author: Person, text: Text, file?: DemoFile) =>
    steps.push({ kind: 'comment', author, body: say(text), file });
  // A general message in the wording that fits the ticket.
  const message = (author: Person, wordings: Wordings) =>
    comment(author, scenario.type === 'problem' || scenario.type === 'incident' ? wordings.broken : wordings.asked);
  const thread = (message: 0 | 1 | 2 | 3) => {
    const author = message % 2 === 0 ? staffVoice : customer;
    const text = scenario.thread[message];
    const file = scenario.file?.on === message ? scenario.file.file : undefined;
    steps.push({ kind: 'comment', author, body: message === 0 ? `${greeting}\n\n${say(text)}` : say(text), file });
  };

  if (slot % 9 === 4) {
    // Filed under a neighbouring category first; a planner moved it.
    const from = CATEGORY_KEYS[(CATEGORY_KEYS.indexOf(scenario.category) + 1) % CATEGORY_KEYS.length]!;
    event('category', planner, cast.categoryNames[from], cast.categoryNames[scenario.category]);
  }
  if (assignee) event('assignee', planner, null, fullName(assignee));
  // Two slots of the priority cycle (a low and an urgent one) were re-prioritised after a look: lowered from high, raised from medium.
  const repriced = slot % PRIORITY_CYCLE.length === 1 || slot % PRIORITY_CYCLE.length === 4;
  if (assignee && repriced)
    event('priority', planner, priority === 'high' || priority === 'urgent' ? 'medium' : 'high', priority);
  const setDeadline = assignee !== null && status !== 'cancelled' && slot % 3 === 0;
  const deadlineStep = () => {
    if (setDeadline) event('deadline', planner, null, null);
  };

  switch (status) {
    case 'pending':
      if (assignee) {
        deadlineStep();
        thread(0);
      } else if (turn % 2 === 0) message(customer, MESSAGES.followUp);
      break;
    case 'inProgress':
      event('status', assignee!, 'pending', 'inProgress');
      thread(0);
      deadlineStep();
      if (turn % 3 !== 2) thread(1);
      if (turn % 3 === 1) message(staffVoice, MESSAGES.working);
      break;
    case 'onHold': {
      event('status', assignee!, 'pending', 'inProgress');
      thread(0);
      // Waiting for the customer's answer only when the staff asked something and it is not answered yet.
      const answered = turn % 2 === 0;
      if (answered) thread(1);
      // Waiting for someone else: the planner leaves the team a note the customer never sees.
      if (answered)
        steps.push({
          kind: 'comment',
          author: planner,
          body: say(
            scenario.type === 'problem' || scenario.type === 'incident'
              ? MESSAGES.internalNote.broken
              : MESSAGES.internalNote.asked,
          ),
          internal: true,
        });
      deadlineStep();
      event('status', assignee!, 'inProgress', 'onHold');
      message(
        staffVoice,
        !answered && say(scenario.thread[0]).trim().endsWith('?') ? MESSAGES.onHoldForAnswer : MESSAGES.onHoldForOthers,
      );
      break;
    }
    case 'completed':
      event('status', assignee!, 'pending', 'inProgress');
      // The whole conversation: each answer follows what it answers.
      thread(0);
      thread(1);
      deadlineStep();
      thread(2);
      thread(3);
      event('status', assignee!, 'inProgress', 'completed', true);
      // At most five messages: a ticket whose files came with it has one already.
      if (turn % 2 === 0 && scenario.file?.on !== 'opening') message(staffVoice, MESSAGES.closing);
      break;
    case 'cancelled':
      if (assignee) {
        event('status', assignee, 'pending', 'inProgress');
        thread(0);
      }
      message(customer, MESSAGES.cancel);
      event('status', staffVoice, assignee ? 'inProgress' : 'pending', 'cancelled');
      if (turn % 3 !== 2) message(staffVoice, MESSAGES.cancelled);
      break;
  }
  if (scenario.file?.on === 'opening')
    steps.unshift({ kind: 'comment', author: customer, body: '', file: scenario.file.file });

  return {
    row: {
      subject,
      description: say(scenario.description),
      status,
      priority,
      department: scenario.department,
      type: scenario.type,
      categoryId,
      // Raised once the project had begun.
      projectId: project && project.startDate <= createdAt.toISOString().slice(0, 10) ? project.id : null,
      assigneeId: assignee?.id ?? null,
      createdBy: customer.id,
      deadline: null,
    },
    steps,
    createdAt,
    end,
    language,
  };
}

/** Gives each step its moment between the ticket's creation and `end`, in order, and fills in what depends on them. */
function timeSteps(ticket: PlannedTicket, random: Random, timeZone: string) {
  const start = ticket.createdAt.getTime();
  const length = ticket.end.getTime() - start;
  const count = ticket.steps.length;
  let deadline: string | null = null;
  let completedAt: Date | null = null;
  const timed = ticket.steps.map((step, index) => {
    // The files sent with the ticket arrive with it; every other step in its own slot of the span.
    const at =
      step.kind === 'comment' && step.body === ''
        ? new Date(start + 1_000)
        : new Date(start + length * ((index + 0.2 + 0.6 * random()) / count));
    if (step.kind === 'event' && step.type === 'deadline') {
      // Set for a day a few days ahead of the day it was set; by now some have passed.
      deadline = addDays(isoToday(timeZone, at), between(random, 2, 10));
      return { ...step, after: deadline, at };
    }
    if (step.kind === 'event' && step.completes) completedAt = at;
    return { ...step, at };
  });
  const updatedAt = timed.length > 0 ? timed[timed.length - 1]!.at : ticket.createdAt;
  return { timed, deadline, completedAt: completedAt as Date | null, updatedAt };
}

/**
 * The demo support desk on a freshly seeded database: categories and canned replies in `language`,
 * the demo customers in their companies, and their tickets (at least 40; a dozen or more from
 * user@example.com) over the last two months with timelines, conversations and a few files.
 */
export async function seedDemoTickets(
  db: DbOrTx,
  language: Language = 'en',
  timeZone = DEFAULT_TIME_ZONE,
): Promise<void> {
  const random = sequence(4711);
  const today = isoToday(timeZone);
  const now = Date.now();
  const people = await db
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      language: users.language,
      type: users.type,
      isActive: users.isActive,
    })
    .from(users)
    .orderBy(asc(users.id));
  const staff = people.filter(
    (person) => (INTERNAL_USER_TYPES as readonly string[]).includes(person.type) && person.isActive,
  );
  const byEmail = new Map(people.map((person) => [person.email, person]));
  const employee = byEmail.get('employee@example.com') ?? staff[0]!;
  const manager = byEmail.get('manager@example.com') ?? staff[0]!;
  const master = people.find((person) => person.type === 'master' && person.isActive) ?? manager;
  const plans = CUSTOMER_PLANS.filter((plan) => byEmail.get(plan.email)?.type === 'user');
  if (staff.length === 0 || plans.length === 0) return;

  const categoryIds = await ensureTicketCategories(db, language);
  const categoryNames = Object.fromEntries(
    CATEGORY_KEYS.map((key) => [key, DEMO_TICKET_CATEGORIES[key].name[language]]),
  ) as Record<CategoryKey, string>;
  await db
    .insert(cannedReplies)
    .values(
      DEMO_CANNED_REPLIES.map((reply) => ({
        title: reply.title[language],
        body: reply.body[language],
        createdBy: manager.id,
      })),
    );

  const companyRows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.name, [...new Set(plans.flatMap((plan) => plan.companies))]));
  const companyIds = new Map(companyRows.map((row) => [row.name, row.id]));
  const memberships = plans.flatMap((plan) =>
    plan.companies.flatMap((name) =>
      companyIds.has(name) ? [{ companyId: companyIds.get(name)!, userId: byEmail.get(plan.email)!.id }] : [],
    ),
  );
  if (memberships.length > 0) await db.insert(companyMembers).values(memberships).onConflictDoNothing();
  const projectRows = companyRows.length
    ? await db
        .select({
          id: projects.id,
          name: projects.name,
          companyId: projects.companyId,
          status: projects.status,
          startDate: projects.startDate,
        })
        .from(projects)
        .where(inArray(projects.companyId, [...companyIds.values()]))
    : [];

  const cast: Cast = { staff, employee, manager, master, categoryNames };
  // Each ticket takes a slot of a shuffled deck: the status, priority and staff cycles below go by
  // slot, so that every customer's tickets go round them (not one customer all pending).
  const queue = plans.flatMap((plan) => plan.tickets.map((ticket) => ({ plan, ticket })));
  const slots = shuffled(random, queue.length);
  const planned = queue.map(({ plan, ticket }, index) => {
    const customer = byEmail.get(plan.email)!;
    const own = plan.companies.map((name) => companyIds.get(name));
    // A ticket names a project of the customer's that has begun (nobody reports on work not started).
    const name = ticket.project && DEMO_PROJECTS.find((project) => project.key === ticket.project)?.name[language];
    const project = projectRows.find(
      (row) => row.name === name && own.includes(row.companyId) && row.status !== 'pending',
    );
    const scenario: Scenario = SCENARIOS[ticket.scenario];
    return planTicket(
      slots[index]!,
      random,
      today,
      now,
      customer,
      plan.greeting,
      scenario,
      project ?? null,
      cast,
      categoryIds[scenario.category],
    );
  });
  const timed = planned.map((ticket) => ({ ticket, ...timeSteps(ticket, random, timeZone) }));

  const ticketRows = await db
    .insert(tickets)
    .values(
      timed.map(({ ticket, deadline, completedAt, updatedAt }) => ({
        ...ticket.row,
        deadline,
        completedAt,
        createdAt: ticket.createdAt,
        updatedAt,
      })),
    )
    .returning({ id: tickets.id });

  const events: NewTicketEventRow[] = timed.flatMap(({ ticket }, index) => [
    {
      ticketId: ticketRows[index]!.id,
      actorId: ticket.row.createdBy,
      type: 'created' as const,
      before: null,
      after: ticket.row.subject,
      createdAt: ticket.createdAt,
    },
  ]);
  const comments: {
    ticketId: number;
    authorId: number;
    body: string;
    internal: boolean;
    createdAt: Date;
    updatedAt: Date;
    file?: DemoFile;
    language: Language;
  }[] = [];
  timed.forEach(({ ticket, timed: steps }, index) => {
    const ticketId = ticketRows[index]!.id;
    for (const step of steps) {
      if (step.kind === 'event')
        events.push({
          ticketId,
          actorId: step.actor.id,
          type: step.type,
          before: step.before,
          after: step.after,
          createdAt: step.at,
        });
      else
        comments.push({
          ticketId,
          authorId: step.author.id,
          body: step.body,
          internal: step.internal ?? false,
          createdAt: step.at,
          updatedAt: step.at,
          file: step.file,
          language: ticket.language,
        });
    }
  });
  await db.insert(ticketEvents).values(events);
  const commentRows = await db
    .insert(ticketComments)
    .values(comments.map(({ file: _file, language: _language, ...comment }) => comment))
    .returning({ id: ticketComments.id, ticketId: ticketComments.ticketId });

  // The files go into the database as one chunk each, as the task demo's do (docs/decisions/007).
  const files = comments.flatMap((comment, index) => {
    if (!comment.file) return [];
    const data = comment.file.kind === 'png' ? demoPng() : demoPdf(comment.file.pdfText ?? comment.file.name.en);
    const mimeType = comment.file.kind === 'png' ? 'image/png' : 'application/pdf';
    const row = commentRows[index]!;
    return [
      {
        commentId: row.id,
        ticketId: row.ticketId,
        filename: comment.file.name[comment.language],
        mimeType,
        size: data.length,
        createdAt: comment.createdAt,
        updatedAt: comment.createdAt,
        data,
      },
    ];
  });
  if (files.length === 0) return;
  const attachmentRows = await db
    .insert(ticketAttachments)
    .values(files.map(({ data: _data, ...file }) => file))
    .returning({ id: ticketAttachments.id });
  await db
    .insert(ticketAttachmentChunks)
    .values(files.map((file, index) => ({ attachmentId: attachmentRows[index]!.id, seq: 0, data: file.data })));
}
