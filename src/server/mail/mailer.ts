import nodemailer from 'nodemailer';

export type OutgoingMail = { to: string; subject: string; text: string; html: string };

/** Sends email for the server (password reset links); built once from SMTP_URL. */
export type Mailer = {
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
};

/**
 * A mailer on the SMTP server at `url` (smtp://user:password@host:port, or smtps:// for TLS from
 * the first byte; smtp:// upgrades with STARTTLS when the server offers it). Connections are pooled.
 */
export function smtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(url, { from });
  return {
    send: async (mail) => {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}
