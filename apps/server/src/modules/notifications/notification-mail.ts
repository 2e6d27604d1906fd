import { randomUUID } from 'node:crypto';
import type { UserType } from '@workspace/shared/auth/roles';
import type { Language } from '@workspace/shared/common/limits';
import type { WorkStatus } from '@workspace/shared/common/work';
import { valueLabels } from '@workspace/shared/i18n/labels';
import { mentionsAsText } from '@workspace/shared/conversation/mentions';
import {
  NOTIFICATION_SUBJECTS,
  type NotificationFacts,
  type NotificationKind,
  type NotificationSubjectKind,
} from '@workspace/shared/notifications/notifications.constants';
import type { MailRequest } from '../../lib/mail/outbox';
import type { NotificationMailSettings } from '../../lib/mail/notification-mail-settings';
import { staffReplyAddress } from '../../lib/mail/reply-address';
import type { Keyring } from '../../lib/secret-box';

/*
 * The words of a notification's mail (docs/notifications.md), written here in both languages and
 * chosen by the recipient's: a subject and a sentence per kind, a link to the record, and a signed
 * one-click link that turns that kind's e-mail off. Display facts only: never a secret, a token
 * (other than the unsubscribe link's own signature) or a password.
 */

/** Who receives a mail, as `notify` reads them. */
export type MailPerson = { id: number; email: string; name: string; language: Language; type: UserType };

/** What happened, as `notify` was told, with the actor's name (null: the system). */
export type MailEvent = {
  kind: NotificationKind;
  /** The record it is about (a `mention`'s is a task or a ticket). */
  subjectKind: NotificationSubjectKind;
  subjectId: number;
  facts: NotificationFacts;
  actorName: string | null;
  /** What someone wrote (a reply), quoted in the mail; `key` names it in the Message-ID (`comment-34`). */
  quote?: MailQuote;
};

/**
 * A quoted comment. Its mentions (`@[12]`) are shown by name: `names` holds each mentioned person's;
 * a customer reads only the names of `customerSees` (the ticket's assignee, the writer), the others
 * as a neutral word, as the support window shows them.
 */
export type MailQuote = {
  body: string;
  key: string;
  mentions?: { names: ReadonlyMap<number, string>; customerSees: readonly number[] };
};

const HIDDEN_MENTION: Record<Language, string> = { en: 'support team', tr: 'destek ekibi' };

function quoteText(person: MailPerson, quote: MailQuote): string {
  const customer = person.type === 'user';
  return mentionsAsText(
    quote.body,
    (id) => (customer && !quote.mentions?.customerSees.includes(id) ? undefined : quote.mentions?.names.get(id)),
    HIDDEN_MENTION[person.language],
  );
}

type Words = {
  actor: string;
  title: string;
  status: string;
  country: string;
  customer: boolean;
  internal: boolean;
  /** About a ticket (a mention may be about a task or a ticket). */
  ticket: boolean;
};
type KindText = { subject: (w: Words) => string; line: (w: Words) => string };

const EN: Record<NotificationKind, KindText> = {
  ticketCreated: {
    subject: (w) => `New ticket: ${w.title}`,
    line: (w) => `${w.actor} raised a new support ticket: “${w.title}”.`,
  },
  mention: {
    subject: (w) => `${w.actor} mentioned you: ${w.title}`,
    line: (w) =>
      w.ticket
        ? `${w.actor} mentioned you ${w.internal ? 'in an internal note on' : 'on'} the support ticket “${w.title}”.`
        : `${w.actor} mentioned you in a comment on the task “${w.title}”.`,
  },
  ticketAssigned: {
    subject: (w) => `Assigned to you: ${w.title}`,
    line: (w) => `${w.actor} assigned the support ticket “${w.title}” to you.`,
  },
  ticketReply: {
    subject: (w) => `Re: ${w.title}`,
    line: (w) =>
      w.internal
        ? `${w.actor} added an internal note to the ticket “${w.title}”.`
        : w.customer
          ? `${w.actor} replied to your support ticket.`
          : `${w.actor} replied to the support ticket “${w.title}”.`,
  },
  ticketStatus: {
    subject: (w) => `${w.status}: ${w.title}`,
    line: (w) => `${w.actor} changed the status of the support ticket “${w.title}” to “${w.status}”.`,
  },
  taskAssigned: {
    subject: (w) => `Task assigned to you: ${w.title}`,
    line: (w) => `${w.actor} assigned you the task “${w.title}”.`,
  },
  taskComment: {
    subject: (w) => `New comment: ${w.title}`,
    line: (w) => `${w.actor} commented on your task “${w.title}”.`,
  },
  taskDueTomorrow: {
    subject: (w) => `Due tomorrow: ${w.title}`,
    line: (w) => `Your task “${w.title}” is due tomorrow.`,
  },
  taskOverdue: { subject: (w) => `Overdue: ${w.title}`, line: (w) => `Your task “${w.title}” is past its deadline.` },
  sharedDataShared: {
    subject: (w) => `Shared with you: ${w.title}`,
    line: (w) => `${w.actor} shared the access details for “${w.title}” with you.`,
  },
  twoFactorDisabled: {
    subject: () => 'Two-factor authentication was turned off',
    line: (w) =>
      `${w.actor ? `${w.actor} turned off two-factor authentication for your account.` : 'Two-factor authentication was turned off for your account.'} If this was not you, sign in, change your password and tell your administrator.`,
  },
  passwordChanged: {
    subject: () => 'Your password was changed',
    line: (w) =>
      `${w.actor ? `${w.actor} set a new password for your account.` : 'The password of your account was changed.'} If this was not you, tell your administrator at once.`,
  },
  newCountrySignIn: {
    subject: (w) => `A sign-in from a new country: ${w.country}`,
    line: (w) =>
      `Someone signed in to your account from ${w.country}, a country you have not signed in from before. If this was not you, change your password at once.`,
  },
};

const TR: Record<NotificationKind, KindText> = {
  ticketCreated: {
    subject: (w) => `Yeni destek talebi: ${w.title}`,
    line: (w) => `${w.actor} yeni bir destek talebi açtı: “${w.title}”.`,
  },
  mention: {
    subject: (w) => `${w.actor} sizden bahsetti: ${w.title}`,
    line: (w) =>
      w.ticket
        ? `${w.actor}, “${w.title}” destek talebine ${w.internal ? 'yazdığı dahili notta' : 'yazdığı yanıtta'} sizden bahsetti.`
        : `${w.actor}, “${w.title}” görevine yazdığı yorumda sizden bahsetti.`,
  },
  ticketAssigned: {
    subject: (w) => `Size atandı: ${w.title}`,
    line: (w) => `${w.actor}, “${w.title}” destek talebini size atadı.`,
  },
  ticketReply: {
    subject: (w) => `Ynt: ${w.title}`,
    line: (w) =>
      w.internal
        ? `${w.actor}, “${w.title}” destek talebine dahili bir not ekledi.`
        : w.customer
          ? `${w.actor}, destek talebinize yanıt verdi.`
          : `${w.actor}, “${w.title}” destek talebine yanıt verdi.`,
  },
  ticketStatus: {
    subject: (w) => `${w.status}: ${w.title}`,
    line: (w) => `${w.actor}, “${w.title}” destek talebinin durumunu “${w.status}” olarak değiştirdi.`,
  },
  taskAssigned: {
    subject: (w) => `Size atanan görev: ${w.title}`,
    line: (w) => `${w.actor} size “${w.title}” görevini atadı.`,
  },
  taskComment: {
    subject: (w) => `Yeni yorum: ${w.title}`,
    line: (w) => `${w.actor}, “${w.title}” görevinize yorum yazdı.`,
  },
  taskDueTomorrow: {
    subject: (w) => `Son gün yarın: ${w.title}`,
    line: (w) => `“${w.title}” görevinizin son günü yarın.`,
  },
  taskOverdue: {
    subject: (w) => `Süresi geçti: ${w.title}`,
    line: (w) => `“${w.title}” görevinizin son tarihi geçti.`,
  },
  sharedDataShared: {
    subject: (w) => `Sizinle paylaşıldı: ${w.title}`,
    line: (w) => `${w.actor}, “${w.title}” için erişim bilgilerini sizinle paylaştı.`,
  },
  twoFactorDisabled: {
    subject: () => 'İki adımlı doğrulama kapatıldı',
    line: (w) =>
      `${w.actor ? `${w.actor} hesabınızda iki adımlı doğrulamayı kapattı.` : 'Hesabınızda iki adımlı doğrulama kapatıldı.'} Bunu siz yapmadıysanız oturum açıp şifrenizi değiştirin ve yöneticinize haber verin.`,
  },
  passwordChanged: {
    subject: () => 'Şifreniz değiştirildi',
    line: (w) =>
      `${w.actor ? `${w.actor} hesabınız için yeni bir şifre belirledi.` : 'Hesabınızın şifresi değiştirildi.'} Bunu siz yapmadıysanız hemen yöneticinize haber verin.`,
  },
  newCountrySignIn: {
    subject: (w) => `Yeni bir ülkeden giriş: ${w.country}`,
    line: (w) =>
      `Hesabınıza daha önce giriş yapmadığınız bir ülkeden, ${w.country} konumundan giriş yapıldı. Bunu siz yapmadıysanız şifrenizi hemen değiştirin.`,
  },
};

const COMMON: Record<
  Language,
  {
    greeting: (name: string) => string;
    open: string;
    someone: string;
    digestSubject: (count: number) => string;
    digestIntro: (count: number) => string;
    digestSettings: string;
    /** A bulk change told once: the first record's title, then how many more there were. */
    andMore: (count: number) => string;
  }
> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    open: 'Open it',
    someone: 'Someone',
    digestSubject: (count) => `Your daily summary: ${count} ${count === 1 ? 'notification' : 'notifications'}`,
    digestIntro: (count) =>
      `Here is what happened since your last summary (${count} ${count === 1 ? 'notification' : 'notifications'}):`,
    digestSettings: 'Choose what reaches you by e-mail, and how often',
    andMore: (count) => `(and ${count} more)`,
  },
  tr: {
    greeting: (name) => `Merhaba ${name},`,
    open: 'Açmak için',
    someone: 'Biri',
    digestSubject: (count) => `Günlük özetiniz: ${count} bildirim`,
    digestIntro: (count) => `Son özetinizden bu yana olanlar (${count} bildirim):`,
    digestSettings: 'Hangi bildirimlerin e-postayla ve ne sıklıkla geleceğini seçin',
    andMore: (count) => `(ve ${count} kayıt daha)`,
  },
};

const TEXTS: Record<Language, Record<NotificationKind, KindText>> = { en: EN, tr: TR };

function wordsOf(person: MailPerson, event: MailEvent): Words {
  const common = COMMON[person.language];
  const status = event.facts.status;
  const country = event.facts.country;
  return {
    actor: event.actorName ?? (event.subjectKind === 'account' ? '' : common.someone),
    title:
      (event.facts.title ?? '').replace(/[\r\n]+/g, ' ') +
      (event.facts.count && event.facts.count > 1 ? ` ${common.andMore(event.facts.count - 1)}` : ''),
    status: status ? (valueLabels[person.language].status[status as WorkStatus] ?? status) : '',
    country: country ? countryName(country, person.language) : '',
    customer: person.type === 'user',
    internal: event.facts.internal === true,
    ticket: event.subjectKind === 'ticket',
  };
}

function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The one sentence a notification says in a mail, as the digest lists it. */
export function notificationLine(person: MailPerson, event: MailEvent): string {
  return TEXTS[person.language][event.kind].line(wordsOf(person, event));
}

/** Where a notification leads in the web app, as the bell's list links it: the support window, the shared data, the profile. */
function notificationPath(subject: { kind: NotificationSubjectKind; id: number }): string {
  switch (subject.kind) {
    case 'ticket':
      return `/support-window/${subject.id}/ticket`;
    case 'task':
      return `/support-window/${subject.id}/task`;
    case 'sharedData':
      return '/shared-data';
    case 'account':
      return '/profile';
  }
}

const UNSUBSCRIBE_PURPOSE = 'notification-unsubscribe';

/** The signed token of an unsubscribe link: it names the person and the kind, and needs no sign-in. */
export function unsubscribeToken(keyring: Keyring, userId: number, kind: NotificationKind): string {
  const message = `${userId}.${kind}`;
  return `${message}.${keyring.sign(message, UNSUBSCRIBE_PURPOSE)}`;
}

/** The person and kind a token names, or null for a forged or altered one. */
export function readUnsubscribeToken(
  keyring: Keyring,
  token: string,
): { userId: number; kind: NotificationKind } | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, kind, signature] = match;
  if (!(kind! in NOTIFICATION_SUBJECTS)) return null;
  if (!keyring.verify(`${id}.${kind}`, UNSUBSCRIBE_PURPOSE, signature!)) return null;
  return { userId: Number(id), kind: kind as NotificationKind };
}

/** The Message-ID a ticket's mails answer to (before `@`), so that a mail client threads them. */
export const ticketThreadId = (ticketId: number) => `ticket-${ticketId}`;

/**
 * The mail of one notification to one person, at once: in their language, with the link to the
 * record and the one-click unsubscribe of that kind; a ticket's with `[#123]` and threaded under it.
 */
export function notificationMail(
  settings: NotificationMailSettings,
  person: MailPerson,
  event: MailEvent,
): MailRequest {
  const text = TEXTS[person.language][event.kind];
  const common = COMMON[person.language];
  const words = wordsOf(person, event);
  const subject = { kind: event.subjectKind, id: event.subjectId };
  const token = unsubscribeToken(settings.keyring, person.id, event.kind);
  const isTicket = subject.kind === 'ticket';
  const key = event.quote?.key ?? `${event.kind}-${randomUUID()}`;
  return {
    to: { email: person.email, userId: person.id },
    kind: event.kind,
    messageId: isTicket ? `${ticketThreadId(event.subjectId)}.${key}.user-${person.id}` : `notification-${key}`,
    ...(isTicket ? { inReplyTo: ticketThreadId(event.subjectId), references: [ticketThreadId(event.subjectId)] } : {}),
    // Staff answer a ticket's mail by replying to it: the reply address names the ticket and them, signed.
    ...(isTicket && person.type !== 'user' && settings.staffReplyMailbox
      ? { replyTo: staffReplyAddress(settings.keyring, settings.staffReplyMailbox, event.subjectId, person.id) }
      : {}),
    listUnsubscribe: `${settings.appUrl}/api/unsubscribe?token=${token}`,
    content: {
      language: person.language,
      ...(isTicket ? { ticketNumber: event.subjectId } : {}),
      subject: text.subject(words),
      greeting: common.greeting(person.name),
      paragraphs: [text.line(words), `${common.open}: ${settings.appUrl}${notificationPath(subject)}`],
      ...(event.quote ? { quote: { author: words.actor, body: quoteText(person, event.quote) } } : {}),
      unsubscribeUrl: `${settings.appUrl}/unsubscribe?token=${token}`,
    },
  };
}

/** One person's daily digest: every notification kept for it, one line and link each, oldest first. */
export function digestMail(
  settings: NotificationMailSettings,
  person: MailPerson,
  events: (MailEvent & { id: number })[],
  day: string,
): MailRequest {
  const common = COMMON[person.language];
  const lines = events.map((event) => {
    const subject = { kind: event.subjectKind, id: event.subjectId };
    const number = subject.kind === 'ticket' ? `[#${event.subjectId}] ` : '';
    return `• ${number}${notificationLine(person, event)}\n${settings.appUrl}${notificationPath(subject)}`;
  });
  return {
    to: { email: person.email, userId: person.id },
    kind: 'digest',
    messageId: `digest-${day}.user-${person.id}.${events[0]!.id}`,
    content: {
      language: person.language,
      subject: common.digestSubject(events.length),
      greeting: common.greeting(person.name),
      paragraphs: [
        common.digestIntro(events.length),
        ...lines,
        `${common.digestSettings}: ${settings.appUrl}/notifications?view=settings`,
      ],
    },
  };
}
