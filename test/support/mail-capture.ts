import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = {
  from: string;
  to: string[];
  subject: string;
  /** The whole message, quoted-printable soft breaks and escapes undone, for finding words and links. */
  body: string;
};

/**
 * A real SMTP server on 127.0.0.1 (a random port) that keeps every message it is sent, for tests
 * that go through the app's own mail sending. `url` is what SMTP_URL would be set to.
 */
export type MailCapture = {
  url: string;
  mails: CapturedMail[];
  /** The mails sent to `address` so far. */
  mailsTo: (address: string) => CapturedMail[];
  /** Waits until `address` has received `count` mails (default 1) and answers the last of them. */
  waitForMail: (address: string, count?: number, timeoutMs?: number) => Promise<CapturedMail>;
  close: () => Promise<void>;
};

/** Undoes quoted-printable: soft line breaks and =XX escapes (the mail is ASCII here). */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function startMailCapture(): Promise<MailCapture> {
  const mails: CapturedMail[] = [];
  const arrived = new EventEmitter();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom;
        mails.push({
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          body: decodeQuotedPrintable(raw),
        });
        arrived.emit('mail');
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const mailsTo = (address: string) => mails.filter((m) => m.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailsTo,
    waitForMail: (address, count = 1, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const got = mailsTo(address);
          if (got.length < count) return false;
          arrived.off('mail', check);
          clearTimeout(timer);
          resolve(got[count - 1] as CapturedMail);
          return true;
        };
        const timer = setTimeout(() => {
          arrived.off('mail', check);
          reject(new Error(`no mail #${count} to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!check()) arrived.on('mail', check);
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The password reset link in a mail. */
export function resetLinkIn(mail: CapturedMail): string {
  const link = /https?:\/\/[^\s"<>]+\/reset-password#token=[A-Za-z0-9_-]+/.exec(mail.body)?.[0];
  if (!link) throw new Error(`no reset link in the mail:\n${mail.body}`);
  return link;
}

/** The token of a reset link. */
export const tokenOf = (link: string) => link.split('#token=')[1] ?? '';
