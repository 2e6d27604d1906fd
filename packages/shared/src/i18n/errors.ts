import type { Language } from '../common/limits';

/*
 * Messages for validation and API errors, in both languages. The web app merges them into its
 * i18n resources under `errors.*`; the server uses them to answer in the caller's language.
 * Placeholders: {{max}}, {{min}}.
 */
const en = {
  required: 'This field is required',
  tooLong: 'Must be at most {{max}} characters',
  tooShort: 'Must be at least {{min}} characters',
  passwordTooShort: 'Password must be at least {{min}} characters',
  invalidEmail: 'Enter a valid email address',
  invalidPhone: 'Enter a valid phone number (digits, spaces, + - ( ) only)',
  invalidValue: 'Choose one of the listed values',
  invalid: 'This value is not valid',
  invalidCharacters: 'Remove the characters that cannot be saved (such as invisible control characters)',
  positiveNumber: 'Must be a positive number',
  futureDate: 'Must be a date in the future',
  invalidNumber: 'Enter a number, like 1250.50',
  twoDecimals: 'Use at most two decimal places',
  amountTooLarge: 'The amount is too large (at most 999,999,999,999.99)',
  invalidDate: 'Enter a valid date',
  endBeforeStart: 'The end date cannot be before the start date',
  deadlineBeforeStart: 'The deadline cannot be before the start date',
  hoursInvalid: 'Enter a positive number of hours (at most 99999.99, two decimals)',
  assigneeNotInternal: 'Choose an active internal user',
  projectNotFound: 'Choose an existing project',
  companyNotFound: 'Choose an existing company',
  projectHasTasks: 'This project still has tasks. Move or delete them first.',
  projectHasTransactions: 'This project has income or expense linked to it. Unlink them first.',
  commentEmpty: 'Write a comment or attach a file',
  attachmentType: 'Only PNG, JPG and PDF files can be attached',
  attachmentDamaged: 'The file is damaged or incomplete',
  attachmentTooLarge: 'A file can be at most 10 MB',
  tooManyAttachments: 'At most {{max}} files can be attached at once',
  invalidIban: 'Enter a valid IBAN (its check digits do not match)',
  invalidDomain: 'Enter a domain such as example.com',
  invalidMonth: 'Choose a month',
  categoryNotFound: 'Choose an existing category',
  userNotFound: 'Choose an active user',
  categoryRequired: 'An expense needs a category',
  companyInUse: 'This company still has projects or transactions. Remove them first.',
  nameTaken: 'This name is already in use',
  categoryInUse: 'This category is used by transactions. Move them to another category first.',
  amountRangeInvalid: 'The lowest amount cannot be above the highest',
  dateRangeInvalid: 'The start of the range cannot be after its end',
  validation: 'Some fields need attention',
  malformedRequest: 'The request could not be read. Please try again.',
  invalidCredentials: 'Email or password is incorrect',
  accountInactive: 'This account is inactive. Contact your administrator.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  rateLimitedFor: 'Too many attempts. Please try again in {{minutes}} min.',
  unauthenticated: 'Please sign in again',
  forbidden: 'You do not have permission to do this',
  notFound: 'The record was not found',
  routeNotFound: 'There is no such endpoint',
  conflict: 'This change conflicts with existing data',
  emailTaken: 'This email address is already registered',
  wrongCurrentPassword: 'The current password is incorrect',
  commonPassword: 'This password is one of the most common ones; choose one that is harder to guess',
  samePassword: 'The new password must differ from the current one',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  cannotChangeOwnType: 'You cannot change your own account type',
  csrf: 'Your session check failed. Reload the page and try again.',
  tooLarge: 'The request is too large',
  unsupportedType: 'This file type is not allowed',
  internal: 'Something went wrong on our side. Reference: {{requestId}}',
} as const;

export type ErrorMessageKey = keyof typeof en;

const tr: Record<ErrorMessageKey, string> = {
  required: 'Bu alan zorunludur',
  tooLong: 'En fazla {{max}} karakter olmalıdır',
  tooShort: 'En az {{min}} karakter olmalıdır',
  passwordTooShort: 'Şifre en az {{min}} karakter olmalıdır',
  invalidEmail: 'Geçerli bir e-posta adresi girin',
  invalidPhone: 'Geçerli bir telefon numarası girin (yalnızca rakam, boşluk, + - ( ))',
  invalidValue: 'Listelenen değerlerden birini seçin',
  invalid: 'Bu değer geçerli değil',
  invalidCharacters: 'Kaydedilemeyen karakterleri kaldırın (örneğin görünmez kontrol karakterleri)',
  positiveNumber: 'Pozitif bir sayı olmalıdır',
  futureDate: 'Gelecekte bir tarih olmalıdır',
  invalidNumber: 'Bir sayı girin, örneğin 1250.50',
  twoDecimals: 'En fazla iki ondalık basamak kullanın',
  amountTooLarge: 'Tutar çok büyük (en fazla 999.999.999.999,99)',
  invalidDate: 'Geçerli bir tarih girin',
  endBeforeStart: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
  deadlineBeforeStart: 'Son tarih başlangıç tarihinden önce olamaz',
  hoursInvalid: 'Pozitif bir saat değeri girin (en fazla 99999,99, iki ondalık)',
  assigneeNotInternal: 'Aktif bir iç kullanıcı seçin',
  projectNotFound: 'Mevcut bir proje seçin',
  companyNotFound: 'Mevcut bir şirket seçin',
  projectHasTasks: 'Bu projenin hâlâ görevleri var. Önce onları taşıyın veya silin.',
  projectHasTransactions: 'Bu projeye bağlı gelir veya gider var. Önce bağlantılarını kaldırın.',
  commentEmpty: 'Bir yorum yazın veya dosya ekleyin',
  attachmentType: 'Yalnızca PNG, JPG ve PDF dosyaları eklenebilir',
  attachmentDamaged: 'Dosya bozuk ya da eksik',
  attachmentTooLarge: 'Bir dosya en fazla 10 MB olabilir',
  tooManyAttachments: 'Tek seferde en fazla {{max}} dosya eklenebilir',
  invalidIban: 'Geçerli bir IBAN girin (kontrol basamakları tutmuyor)',
  invalidDomain: 'example.com gibi bir alan adı girin',
  invalidMonth: 'Bir ay seçin',
  categoryNotFound: 'Mevcut bir kategori seçin',
  userNotFound: 'Aktif bir kullanıcı seçin',
  categoryRequired: 'Bir giderin kategorisi olmalıdır',
  companyInUse: 'Bu şirketin hâlâ projeleri veya işlemleri var. Önce onları kaldırın.',
  nameTaken: 'Bu ad zaten kullanılıyor',
  categoryInUse: 'Bu kategori işlemlerde kullanılıyor. Önce işlemleri başka bir kategoriye taşıyın.',
  amountRangeInvalid: 'En düşük tutar en yüksek tutardan büyük olamaz',
  dateRangeInvalid: 'Aralığın başlangıcı bitişinden sonra olamaz',
  validation: 'Bazı alanların düzeltilmesi gerekiyor',
  malformedRequest: 'İstek okunamadı. Lütfen tekrar deneyin.',
  invalidCredentials: 'E-posta veya şifre hatalı',
  accountInactive: 'Bu hesap pasif durumda. Yöneticinizle iletişime geçin.',
  rateLimited: 'Çok fazla deneme yapıldı. Lütfen birkaç dakika bekleyip tekrar deneyin.',
  rateLimitedFor: 'Çok fazla deneme yapıldı. Lütfen {{minutes}} dakika sonra tekrar deneyin.',
  unauthenticated: 'Lütfen yeniden giriş yapın',
  forbidden: 'Bu işlem için yetkiniz yok',
  notFound: 'Kayıt bulunamadı',
  routeNotFound: 'Böyle bir uç nokta yok',
  conflict: 'Bu değişiklik mevcut verilerle çakışıyor',
  emailTaken: 'Bu e-posta adresi zaten kayıtlı',
  wrongCurrentPassword: 'Mevcut şifre hatalı',
  commonPassword: 'Bu şifre en yaygın şifrelerden biri; tahmin edilmesi daha zor bir şifre seçin',
  samePassword: 'Yeni şifre mevcut şifreden farklı olmalıdır',
  cannotDeactivateSelf: 'Kendi hesabınızı pasif yapamazsınız',
  cannotChangeOwnType: 'Kendi hesap türünüzü değiştiremezsiniz',
  csrf: 'Oturum doğrulaması başarısız oldu. Sayfayı yenileyip tekrar deneyin.',
  tooLarge: 'İstek çok büyük',
  unsupportedType: 'Bu dosya türüne izin verilmiyor',
  internal: 'Bizim tarafımızda bir sorun oluştu. Referans: {{requestId}}',
};

export const errorMessages: Record<Language, Record<ErrorMessageKey, string>> = { en, tr };

export function isErrorMessageKey(value: string): value is ErrorMessageKey {
  return Object.hasOwn(en, value);
}

/** Fills `{{name}}` placeholders. */
export function interpolate(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function translateError(
  language: Language,
  key: ErrorMessageKey,
  params?: Record<string, unknown>,
): string {
  return interpolate(errorMessages[language][key] ?? errorMessages.en[key], params);
}
