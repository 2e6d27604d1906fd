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
  positiveNumber: 'Must be a positive number',
  futureDate: 'Must be a date in the future',
  validation: 'Some fields need attention',
  invalidCredentials: 'Email or password is incorrect',
  accountInactive: 'This account is inactive. Contact your administrator.',
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  unauthenticated: 'Please sign in again',
  forbidden: 'You do not have permission to do this',
  notFound: 'The record was not found',
  routeNotFound: 'There is no such endpoint',
  conflict: 'This change conflicts with existing data',
  emailTaken: 'This email address is already registered',
  wrongCurrentPassword: 'The current password is incorrect',
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
  positiveNumber: 'Pozitif bir sayı olmalıdır',
  futureDate: 'Gelecekte bir tarih olmalıdır',
  validation: 'Bazı alanların düzeltilmesi gerekiyor',
  invalidCredentials: 'E-posta veya şifre hatalı',
  accountInactive: 'Bu hesap pasif durumda. Yöneticinizle iletişime geçin.',
  rateLimited: 'Çok fazla deneme yapıldı. Lütfen bir dakika bekleyip tekrar deneyin.',
  unauthenticated: 'Lütfen yeniden giriş yapın',
  forbidden: 'Bu işlem için yetkiniz yok',
  notFound: 'Kayıt bulunamadı',
  routeNotFound: 'Böyle bir uç nokta yok',
  conflict: 'Bu değişiklik mevcut verilerle çakışıyor',
  emailTaken: 'Bu e-posta adresi zaten kayıtlı',
  wrongCurrentPassword: 'Mevcut şifre hatalı',
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
