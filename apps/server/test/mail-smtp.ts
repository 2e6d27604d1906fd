import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { sleep } from './processes';

/* A real SMTP server on 127.0.0.1 for the mail tests: it keeps every message it accepted, parsed. */

export type SmtpSink = { port: number; messages: ParsedMail[]; close: () => Promise<void> };

export async function startSmtpSink(
  port: number,
  options: Pick<SMTPServerOptions, 'onRcptTo' | 'onConnect'> = {},
): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    ...options,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push(parsed);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { port, messages, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Waits until `check` holds (every 100 ms), or fails after `ms`. */
export async function until(check: () => Promise<boolean> | boolean, ms = 10_000, what = 'condition'): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}
