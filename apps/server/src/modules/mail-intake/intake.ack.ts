import type { Language } from '@workspace/shared/common/limits';
import type { MailRequest } from '../../lib/mail/outbox';
import { ticketThreadId } from '../notifications/notification-mail';

/** The subject of a ticket whose mail had none (the sender's language: only the server says it). */
export const NO_SUBJECT: Record<Language, string> = { en: '(no subject)', tr: '(konusuz)' };

/** A file a mail brought that was not attached, and why. */
export type RefusedFile = { filename: string; reason: 'type' | 'damaged' | 'tooLarge' | 'tooMany' };

const WORDS: Record<
  Language,
  {
    subject: (title: string) => string;
    replySubject: (title: string) => string;
    greeting: (name: string) => string;
    created: (id: number) => string;
    added: (id: number) => string;
    answer: string;
    account: string;
    refused: string;
    reasons: Record<RefusedFile['reason'], string>;
  }
> = {
  en: {
    subject: (title) => `We received your message: ${title}`,
    replySubject: (title) => `Re: ${title}`,
    greeting: (name) => `Hello ${name},`,
    created: (id) => `Thank you for writing. Your message is now support ticket #${id}, and our team will answer soon.`,
    added: (id) => `Your message was added to support ticket #${id}.`,
    answer: 'To add to it, reply to this e-mail and keep the ticket number in the subject.',
    account:
      'We have made a customer account for this address. Our answers will reach you by e-mail; to follow your tickets on the web, ask us to set up your sign-in.',
    refused: 'These attachments were not accepted (we take PNG, JPG and PDF files of up to 10 MB, five at most):',
    reasons: {
      type: 'not a PNG, JPG or PDF file',
      damaged: 'the file is damaged',
      tooLarge: 'larger than 10 MB',
      tooMany: 'more than five files',
    },
  },
  tr: {
    subject: (title) => `Mesajınızı aldık: ${title}`,
    replySubject: (title) => `Ynt: ${title}`,
    greeting: (name) => `Merhaba ${name},`,
    created: (id) =>
      `Bize yazdığınız için teşekkür ederiz. Mesajınız #${id} numaralı destek talebi oldu; ekibimiz en kısa sürede yanıt verecek.`,
    added: (id) => `Mesajınız #${id} numaralı destek talebine eklendi.`,
    answer: 'Eklemek istediğiniz bir şey olursa bu e-postayı yanıtlayın; konu satırındaki talep numarasını silmeyin.',
    account:
      'Bu adres için bir müşteri hesabı açtık. Yanıtlarımız size e-postayla ulaşacak; taleplerinizi web üzerinden izlemek isterseniz giriş bilgilerinizi oluşturmamızı isteyin.',
    refused: 'Şu ekler kabul edilmedi (en fazla beş adet, en çok 10 MB boyutunda PNG, JPG ve PDF dosyaları alıyoruz):',
    reasons: {
      type: 'PNG, JPG ya da PDF dosyası değil',
      damaged: 'dosya bozuk',
      tooLarge: "10 MB'tan büyük",
      tooMany: 'beş dosyadan fazla',
    },
  },
};

/** The list of refused files as the internal note and the acknowledgement say it. */
export function refusedLines(language: Language, refused: readonly RefusedFile[]): string[] {
  return refused.map((file) => `• ${file.filename}: ${WORDS[language].reasons[file.reason]}`);
}

/** The internal note on the ticket that lists the files a mail brought and were refused (in English and Turkish). */
export function refusedNote(refused: readonly RefusedFile[]): string | undefined {
  if (refused.length === 0) return undefined;
  return [WORDS.en.refused, ...refusedLines('en', refused), '', WORDS.tr.refused, ...refusedLines('tr', refused)].join(
    '\n',
  );
}

/**
 * The mail that tells a sender their message arrived: a new ticket's number, or the ticket it was
 * added to (sent then only when files were refused), and the files refused. Threaded under the
 * sender's message and the ticket.
 */
export function acknowledgementMail(input: {
  to: { email: string; userId: number; name: string; language: Language };
  ticketId: number;
  title: string;
  inbound: { id: number; messageId: string };
  kind: 'created' | 'added';
  newAccount: boolean;
  refused: readonly RefusedFile[];
}): MailRequest {
  const words = WORDS[input.to.language];
  const answered = input.inbound.messageId.includes('@') ? [input.inbound.messageId] : [];
  return {
    to: { email: input.to.email, userId: input.to.userId },
    kind: 'ticketAcknowledgement',
    messageId: `${ticketThreadId(input.ticketId)}.ack-${input.inbound.id}`,
    ...(answered.length > 0 ? { inReplyTo: answered[0] } : {}),
    references: [...answered, ticketThreadId(input.ticketId)],
    content: {
      language: input.to.language,
      ticketNumber: input.ticketId,
      subject: input.kind === 'created' ? words.subject(input.title) : words.replySubject(input.title),
      greeting: words.greeting(input.to.name),
      answerByMail: true,
      paragraphs: [
        input.kind === 'created' ? words.created(input.ticketId) : words.added(input.ticketId),
        ...(input.refused.length > 0
          ? [[words.refused, ...refusedLines(input.to.language, input.refused)].join('\n')]
          : []),
        words.answer,
        ...(input.newAccount ? [words.account] : []),
      ],
    },
  };
}
