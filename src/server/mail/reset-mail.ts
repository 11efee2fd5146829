import { RESET_LINK_MINUTES } from '../domain/auth/reset-tokens';
import { escapeHtml } from '../public/escape';
import type { OutgoingMail } from './mailer';

export const RESET_MAIL_SUBJECT = 'Reset your Coachsite password';

/** The email with a link to choose a new password: plain text, and simple HTML beside it. */
export function resetMail({
  to,
  name,
  link,
}: {
  to: string;
  name: string;
  link: string;
}): OutgoingMail {
  const hello = `Hi ${name},`;
  const why = 'Someone, hopefully you, asked to reset the password of your Coachsite account.';
  const how = `This link lets you choose a new one. It works once, for the next ${RESET_LINK_MINUTES} minutes:`;
  const ignore = 'If you did not ask for this, ignore this email: your password stays as it is.';
  return {
    to,
    subject: RESET_MAIL_SUBJECT,
    text: [hello, '', why, how, '', link, '', ignore].join('\n'),
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(why)} ${escapeHtml(how)}</p>`,
      `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
      `<p style="color:#555">${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  };
}
