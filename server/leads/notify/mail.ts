import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Config } from '../../config';
import type { LeadRecord } from './lead-message';

/** A mail server that does not answer within this is a failed send (the outbox retries it). */
export const SEND_TIMEOUT_MS = 15_000;

/**
 * Sends an email through SMTP_URL; without one, keeps it as an .eml file in DATA_DIR/mail that staff
 * (or a developer) can open.
 */
export function mailSender(config: Config) {
  const transport = config.SMTP_URL
    ? nodemailer.createTransport({
        url: config.SMTP_URL,
        connectionTimeout: SEND_TIMEOUT_MS,
        greetingTimeout: SEND_TIMEOUT_MS,
        socketTimeout: SEND_TIMEOUT_MS,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const mailDir = path.join(config.dataDir, 'mail');
  /** `file`: the .eml's name when no mail server is configured. */
  return async (message: SendMailOptions, file: string) => {
    const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
    if (!config.SMTP_URL) {
      await fs.mkdir(mailDir, { recursive: true });
      await fs.writeFile(path.join(mailDir, file), (info as { message: Buffer }).message);
    }
  };
}
export type MailSender = ReturnType<typeof mailSender>;

/** The .eml name of a lead's message, when kept as a file. */
export const mailFile = (lead: LeadRecord, kind: string) =>
  `${lead.createdAt.replace(/[:.]/g, '-')}-${lead.form}-${lead.id}${kind}.eml`;
