import type { Language } from '../common/limits';
import { valueLabels, type ValueLabels } from '../i18n/labels';
import { activityValueText } from './activities.constants';

/*
 * An audit row as a person reads it, on the screen and in the exports alike: each stored field
 * under its label ("Assignee", "Atanan kişi"), each value in words: ids as the names of what they
 * point at (users, companies, projects, categories), codes as their labels, yes/no for flags,
 * money and dates in the reader's format. A few actions read better as one sentence ("Added a
 * comment with 2 files", "Revealed the password of example.com").
 *
 * Names are looked up by the server for the rows it answers (`names`, keyed by `nameKey`): the
 * stored row keeps ids, so a renamed company reads with its name of today, and a record since
 * deleted reads as "#id".
 */

export const ACTIVITY_NAME_KINDS = ['user', 'company', 'project', 'expenseCategory', 'ticketCategory'] as const;
export type ActivityNameKind = (typeof ACTIVITY_NAME_KINDS)[number];
/** "user:3" → "Can Özkan". */
export type ActivityNames = Record<string, string>;
export const nameKey = (kind: ActivityNameKind, id: number) => `${kind}:${id}`;

type Words = { en: string; tr: string };
type ValueKind =
  | { kind: 'text' }
  | { kind: 'name'; of: ActivityNameKind }
  | { kind: 'names'; of: ActivityNameKind }
  | { kind: 'code'; labels: (values: ValueLabels) => Record<string, string> }
  | { kind: 'codes'; labels: (values: ValueLabels) => Record<string, string> }
  | { kind: 'flag'; yes: Words; no: Words }
  | { kind: 'money' }
  | { kind: 'date' }
  | { kind: 'number' }
  | { kind: 'language' }
  | { kind: 'secret' }
  | { kind: 'filters' };
type Field = { label: Words; value: ValueKind };

const text: ValueKind = { kind: 'text' };
const date: ValueKind = { kind: 'date' };
const number: ValueKind = { kind: 'number' };
const money: ValueKind = { kind: 'money' };
const secret: ValueKind = { kind: 'secret' };
const name = (of: ActivityNameKind): ValueKind => ({ kind: 'name', of });
const code = (labels: (values: ValueLabels) => Record<string, string>): ValueKind => ({ kind: 'code', labels });
const yesNo: ValueKind = { kind: 'flag', yes: { en: 'Yes', tr: 'Evet' }, no: { en: 'No', tr: 'Hayır' } };
const field = (en: string, tr: string, value: ValueKind = text): Field => ({ label: { en, tr }, value });

const formats: Record<string, Words> = {
  csv: { en: 'CSV', tr: 'CSV' },
  xlsx: { en: 'Excel (XLSX)', tr: 'Excel (XLSX)' },
  pdf: { en: 'PDF', tr: 'PDF' },
};
const orders: Record<string, Words> = {
  asc: { en: 'ascending', tr: 'artan' },
  desc: { en: 'descending', tr: 'azalan' },
};
const languages: Record<string, Words> = {
  en: { en: 'English', tr: 'İngilizce' },
  tr: { en: 'Turkish', tr: 'Türkçe' },
};

/** Fields named the same in every record type. */
const FIELDS: Record<string, Field> = {
  title: field('Title', 'Başlık'),
  subject: field('Subject', 'Konu'),
  name: field('Name', 'Ad'),
  surname: field('Surname', 'Soyad'),
  email: field('Email', 'E-posta'),
  phone: field('Phone', 'Telefon'),
  description: field('Description', 'Açıklama'),
  body: field('Text', 'Metin'),
  content: field('Content', 'İçerik'),
  address: field('Address', 'Adres'),
  websiteDomain: field('Website', 'Web sitesi'),
  taxNumber: field('Tax number', 'Vergi numarası'),
  taxOffice: field('Tax office', 'Vergi dairesi'),
  iban: field('IBAN', 'IBAN'),
  username: field('Username', 'Kullanıcı adı'),
  domain: field('Domain', 'Alan adı'),
  currency: field('Currency', 'Para birimi'),
  assigneeId: field('Assignee', 'Atanan kişi', name('user')),
  assignedUserId: field('Person', 'Kişi', name('user')),
  userId: field('User', 'Kullanıcı', name('user')),
  actorId: field('User', 'Kullanıcı', name('user')),
  projectId: field('Project', 'Proje', name('project')),
  companyId: field('Company', 'Şirket', name('company')),
  companyIds: field('Companies', 'Şirketler', { kind: 'names', of: 'company' }),
  sharedWith: field('Shared with', 'Paylaşılan kişiler', { kind: 'names', of: 'user' }),
  startDate: field('Start date', 'Başlangıç tarihi', date),
  endDate: field('End date', 'Bitiş tarihi', date),
  deadline: field('Deadline', 'Son tarih', date),
  transactionDate: field('Date', 'Tarih', date),
  dateFrom: field('From', 'Başlangıç', date),
  dateTo: field('To', 'Bitiş', date),
  from: field('From', 'Başlangıç', date),
  to: field('To', 'Bitiş', date),
  estimatedHours: field('Estimated hours', 'Tahmini saat', number),
  recoveryCodesLeft: field('Recovery codes left', 'Kalan kurtarma kodu', number),
  status: field(
    'Status',
    'Durum',
    code((values) => values.status),
  ),
  priority: field(
    'Priority',
    'Öncelik',
    code((values) => values.priority),
  ),
  department: field(
    'Department',
    'Departman',
    code((values) => values.department),
  ),
  language: field('Language', 'Dil', { kind: 'language' }),
  password: field('Password', 'Şifre', secret),
  passwordHash: field('Password', 'Şifre', secret),
  isActive: field('Account', 'Hesap', {
    kind: 'flag',
    yes: { en: 'Active', tr: 'Aktif' },
    no: { en: 'Inactive', tr: 'Pasif' },
  }),
  isPinned: field('Pinned', 'Sabitlendi', yesNo),
  twoFactorEnabled: field('Two-factor sign-in', 'İki adımlı giriş', {
    kind: 'flag',
    yes: { en: 'On', tr: 'Açık' },
    no: { en: 'Off', tr: 'Kapalı' },
  }),
  requiredFor: field('Two-factor required for', 'İki adımlı giriş zorunlu olanlar', {
    kind: 'codes',
    labels: (values) => values.userType,
  }),
  budget: field('Budget', 'Bütçe', money),
  amount: field('Amount', 'Tutar', money),
  files: field('Files', 'Dosyalar'),
  filters: field('Filters', 'Filtreler', { kind: 'filters' }),
  // An export's filters.
  q: field('Search', 'Arama'),
  format: field('Format', 'Biçim'),
  sort: field('Sorted by', 'Sıralama'),
  order: field('Order', 'Yön'),
  mine: field('Mine only', 'Yalnızca benimkiler', yesNo),
  overdue: field('Overdue only', 'Yalnızca gecikenler', yesNo),
  isOverdue: field('Overdue only', 'Yalnızca gecikenler', yesNo),
  entityType: field('Record type', 'Kayıt türü'),
  entityId: field('Record no.', 'Kayıt no', number),
  action: field('Action', 'İşlem'),
  createdAt: field('Time', 'Zaman'),
};

/** Fields whose meaning depends on the record type. */
const FIELDS_OF: Record<string, Record<string, Field>> = {
  ticket: {
    priority: field(
      'Priority',
      'Öncelik',
      code((values) => values.ticketPriority),
    ),
    type: field(
      'Type',
      'Tür',
      code((values) => values.ticketType),
    ),
    categoryId: field('Category', 'Kategori', name('ticketCategory')),
  },
  transaction: {
    type: field(
      'Type',
      'Tür',
      code((values) => values.transactionType),
    ),
    categoryId: field('Category', 'Kategori', name('expenseCategory')),
  },
  user: {
    type: field(
      'Role',
      'Rol',
      code((values) => values.userType),
    ),
  },
};

function fieldOf(entityType: string, key: string): Field | undefined {
  return FIELDS_OF[entityType]?.[key] ?? FIELDS[key];
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** Every name an audit row's values point at: the server looks these up for the rows it answers. */
export function activityNameRefs(row: {
  entityType: string;
  changes: Record<string, { before?: unknown; after?: unknown }> | null;
}): { kind: ActivityNameKind; id: number }[] {
  const refs: { kind: ActivityNameKind; id: number }[] = [];
  const collect = (key: string, value: unknown) => {
    const kind = fieldOf(row.entityType, key)?.value;
    if (kind?.kind === 'name' && isId(value)) refs.push({ kind: kind.of, id: value });
    if (kind?.kind === 'names' && Array.isArray(value))
      for (const id of value) if (isId(id)) refs.push({ kind: kind.of, id });
    if (kind?.kind === 'filters' && value && typeof value === 'object')
      for (const [inner, innerValue] of Object.entries(value)) collect(inner, innerValue);
  };
  for (const [key, change] of Object.entries(row.changes ?? {})) {
    collect(key, change.before);
    collect(key, change.after);
  }
  return refs;
}

// The locales the screens format with (apps/web/src/lib/format.ts), so a date reads the same in the trail as elsewhere.
const locales: Record<Language, string> = { en: 'en', tr: 'tr' };

function formatDay(value: string, language: Language): string {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return value;
  return new Intl.DateTimeFormat(locales[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

function formatNumber(value: unknown, language: Language, digits?: number): string {
  const amount = Number(value);
  if (value === '' || !Number.isFinite(amount)) return activityValueText(value);
  const options =
    digits === undefined
      ? { maximumFractionDigits: 2 }
      : { minimumFractionDigits: digits, maximumFractionDigits: digits };
  return new Intl.NumberFormat(locales[language], options).format(amount);
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
const DASH = '–';
const CHANGED_MARK = '(changed)';
const changedWord: Record<Language, string> = { en: 'changed', tr: 'değiştirildi' };

type ReadContext = { entityType: string; language: Language; names: ActivityNames; currency?: unknown };

/** One stored value of `key` in words. */
function valueText(key: string, value: unknown, context: ReadContext): string {
  const { language, names } = context;
  if (isEmpty(value)) return DASH;
  // A private or secret field is only marked changed (lib/audit.ts diffChanges), never copied.
  if (value === CHANGED_MARK) return changedWord[language];
  const kind = fieldOf(context.entityType, key)?.value ?? text;
  switch (kind.kind) {
    case 'name':
      return isId(value) ? (names[nameKey(kind.of, value)] ?? `#${value}`) : activityValueText(value);
    case 'names':
      return Array.isArray(value)
        ? value.map((id) => (isId(id) ? (names[nameKey(kind.of, id)] ?? `#${id}`) : activityValueText(id))).join(', ')
        : activityValueText(value);
    case 'code':
      return typeof value === 'string'
        ? (kind.labels(valueLabels[language])[value] ?? value)
        : activityValueText(value);
    case 'codes':
      return Array.isArray(value)
        ? value.map((item) => kind.labels(valueLabels[language])[String(item)] ?? String(item)).join(', ')
        : activityValueText(value);
    case 'flag':
      return typeof value === 'boolean' ? (value ? kind.yes : kind.no)[language] : activityValueText(value);
    case 'money': {
      const amount = formatNumber(value, language, 2);
      return typeof context.currency === 'string' && context.currency ? `${amount} ${context.currency}` : amount;
    }
    case 'date':
      return typeof value === 'string' ? formatDay(value, language) : activityValueText(value);
    case 'number':
      return formatNumber(value, language);
    case 'language':
      return typeof value === 'string' ? (languages[value]?.[language] ?? value) : activityValueText(value);
    case 'secret':
      return changedWord[language];
    case 'filters':
      return filtersText(value, context);
    case 'text':
      if (key === 'format' && typeof value === 'string') return formats[value]?.[language] ?? value;
      if (key === 'order' && typeof value === 'string') return orders[value]?.[language] ?? value;
      if (key === 'sort' && typeof value === 'string')
        return fieldOf(context.entityType, value)?.label[language] ?? value;
      return activityValueText(value);
  }
}

/** An export's filters: "Format: PDF, Status: Completed", the empty ones left out. */
function filtersText(value: unknown, context: ReadContext): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return activityValueText(value);
  const pairs = Object.entries(value).filter(([, inner]) => !isEmpty(inner));
  if (pairs.length === 0) return DASH;
  const inner = { ...context, currency: undefined };
  return pairs
    .map(
      ([key, innerValue]) =>
        `${labelOf(context.entityType, key, context.language)}: ${valueText(key, innerValue, inner)}`,
    )
    .join(', ');
}

function labelOf(entityType: string, key: string, language: Language): string {
  return fieldOf(entityType, key)?.label[language] ?? key;
}

export type ActivityLine = { field: string; label: string; before?: string; after?: string };
export type ActivityReading = {
  /** One sentence for the whole row (a comment, a revealed password), when it reads better so. */
  sentence?: string;
  /** "Label: before → after" per changed field; a side the row does not hold (a creation has no before) is left out. */
  lines: ActivityLine[];
};

type ReadableRow = {
  action: string;
  entityType: string;
  changes: Record<string, { before?: unknown; after?: unknown }> | null;
  names?: ActivityNames;
};

function commentSentence(value: unknown, language: Language): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const files = (value as { files?: unknown }).files;
  const names = Array.isArray(files) ? files.map(String) : [];
  if (names.length === 0) return language === 'tr' ? 'Yorum ekledi' : 'Added a comment';
  const list = names.join(', ');
  if (language === 'tr') return `${names.length} dosyalı bir yorum ekledi: ${list}`;
  return names.length === 1
    ? `Added a comment with 1 file: ${list}`
    : `Added a comment with ${names.length} files: ${list}`;
}

/** What the row says in one sentence, where it has one. */
function sentenceOf(row: ReadableRow, language: Language): string | undefined {
  const changes = row.changes ?? {};
  if (row.action.endsWith('.comment') && changes.comment) return commentSentence(changes.comment.after, language);
  if (row.action === 'sharedData.reveal' || row.action === 'sharedData.copy') {
    const domain = changes.domain?.after ?? changes.domain?.before;
    const isCopy = row.action === 'sharedData.copy';
    if (typeof domain !== 'string' || !domain) {
      if (language === 'tr') return isCopy ? 'Şifreyi kopyaladı' : 'Şifreyi görüntüledi';
      return isCopy ? 'Copied the password' : 'Revealed the password';
    }
    if (language === 'tr') return `${domain} şifresini ${isCopy ? 'kopyaladı' : 'görüntüledi'}`;
    return `${isCopy ? 'Copied' : 'Revealed'} the password of ${domain}`;
  }
  const keys = Object.keys(changes);
  if (keys.length === 1 && keys[0] === 'language' && typeof changes.language?.after === 'string') {
    const after = languages[changes.language.after]?.[language] ?? changes.language.after;
    return language === 'tr' ? `Dili ${after} olarak değiştirdi` : `Changed the language to ${after}`;
  }
  return undefined;
}

/** An audit row in words, in `language`: one sentence where the row reads better so, else a line per field. */
export function readActivity(row: ReadableRow, language: Language): ActivityReading {
  const names = row.names ?? {};
  const changes = row.changes ?? {};
  const sentence = sentenceOf(row, language);
  if (sentence) return { sentence, lines: [] };
  const currency = (side: 'before' | 'after') =>
    changes.currency?.[side] ?? changes.currency?.after ?? changes.currency?.before;
  const lines = Object.entries(changes).map(([key, change]): ActivityLine => {
    const side = (which: 'before' | 'after') =>
      which in change
        ? valueText(key, change[which], { entityType: row.entityType, language, names, currency: currency(which) })
        : undefined;
    return { field: key, label: labelOf(row.entityType, key, language), before: side('before'), after: side('after') };
  });
  return { lines };
}

/** The row as one text: the sentence, or "Label: before → after" a line each; a field the row holds one side of (a creation's, a deletion's) reads "Label: value". */
export function activityText(row: ReadableRow, language: Language): string | null {
  const reading = readActivity(row, language);
  if (reading.sentence) return reading.sentence;
  if (reading.lines.length === 0) return null;
  return reading.lines
    .map((line) =>
      line.before !== undefined && line.after !== undefined
        ? `${line.label}: ${line.before} → ${line.after}`
        : `${line.label}: ${line.before ?? line.after}`,
    )
    .join('\n');
}
