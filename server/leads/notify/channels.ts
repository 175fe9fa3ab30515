import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import { leadEmail, type LeadRecord } from './lead-message';

/** One way of telling the academy about a lead. deliver() throws on failure; the worker retries. */
export interface Channel {
  name: 'email' | 'webhook';
  deliver(lead: LeadRecord): Promise<void>;
}

const SEND_TIMEOUT_MS = 15_000;

export function emailChannel(config: Config): Channel {
  const transport = config.SMTP_URL
    ? nodemailer.createTransport({
        url: config.SMTP_URL,
        connectionTimeout: SEND_TIMEOUT_MS,
        greetingTimeout: SEND_TIMEOUT_MS,
        socketTimeout: SEND_TIMEOUT_MS,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const mailDir = path.join(config.dataDir, 'mail');
  return {
    name: 'email',
    async deliver(lead) {
      const message = leadEmail(lead);
      const info = await transport.sendMail({
        from: config.MAIL_FROM,
        to: config.LEADS_NOTIFY_TO,
        ...message,
      });
      if (!config.SMTP_URL) {
        // No mail server configured: the message is kept as an .eml file staff can open.
        await fs.mkdir(mailDir, { recursive: true });
        await fs.writeFile(
          path.join(mailDir, `${lead.createdAt.replace(/[:.]/g, '-')}-${lead.form}-${lead.id}.eml`),
          (info as { message: Buffer }).message,
        );
      }
    },
  };
}

export const signBody = (secret: string, body: string) =>
  `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;

export function webhookChannel(url: string, secret: string): Channel {
  return {
    name: 'webhook',
    async deliver(lead) {
      const body = JSON.stringify({ event: 'lead.created', lead });
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-academy-signature': signBody(secret, body),
          'x-academy-delivery': `${lead.form}-${lead.id}`,
        },
        body,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    },
  };
}

export function channelsFor(config: Config): Channel[] {
  const channels = [emailChannel(config)];
  if (config.LEADS_WEBHOOK_URL && config.LEADS_WEBHOOK_SECRET)
    channels.push(webhookChannel(config.LEADS_WEBHOOK_URL, config.LEADS_WEBHOOK_SECRET));
  return channels;
}
