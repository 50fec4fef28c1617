import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail; a failure throws, so the delivery job is retried. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** A mailer over SMTP_URL (smtp:// or smtps://, credentials in the URL), or null when unset. */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): Mailer | null {
  if (!config.SMTP_URL) return null;
  const transport = nodemailer.createTransport(config.SMTP_URL);
  return {
    send: async (message) => {
      await transport.sendMail({ from: config.MAIL_FROM, ...message });
    },
  };
}
