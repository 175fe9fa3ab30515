import crypto from 'node:crypto';
import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import { acknowledgementChannel } from './acknowledgement';
import type { Channel } from './channel';
import { leadEmail } from './lead-message';
import { mailFile, mailSender, SEND_TIMEOUT_MS } from './mail';
import { ownerChannel } from './owner-email';

export function emailChannel(config: Config, send = mailSender(config)): Channel {
  return {
    name: 'email',
    deliver: (lead) =>
      send(
        { to: config.LEADS_NOTIFY_TO, ...leadEmail(lead, config.PUBLIC_URL) },
        mailFile(lead, ''),
      ),
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

/** The staff email, the CRM if configured, the owner's email, and the visitor's acknowledgement last: its limits never delay the others. */
export function channelsFor(config: Config, db: Database): Channel[] {
  const send = mailSender(config);
  const channels = [emailChannel(config, send)];
  if (config.LEADS_WEBHOOK_URL && config.LEADS_WEBHOOK_SECRET)
    channels.push(webhookChannel(config.LEADS_WEBHOOK_URL, config.LEADS_WEBHOOK_SECRET));
  channels.push(ownerChannel(config, db, send));
  channels.push(acknowledgementChannel(db, send));
  return channels;
}
