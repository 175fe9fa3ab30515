import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import { staffUsers } from '../../db/schema';
import type { Channel } from './channel';
import { leadEmail, type LeadRecord } from './lead-message';
import { mailFile, type MailSender } from './mail';
import { escapeHtml } from './email-text';

/** The staff email of a lead, addressed to the counsellor it was given to. */
export function ownerEmail(lead: LeadRecord, ownerName: string, publicUrl: string) {
  const email = leadEmail(lead, publicUrl);
  const kind = lead.form === 'contact' ? 'enquiry' : 'registration';
  const intro = `${ownerName}, this ${kind} is now yours to follow up.`;
  return {
    ...email,
    subject: `Assigned to you: ${email.subject}`,
    text: `${intro}\n\n${email.text}`,
    html: `<p>${escapeHtml(intro)}</p>${email.html}`,
  };
}

/**
 * Tells a lead's owner it is theirs: a channel of the lead's notification job (the owner the rules
 * gave it on arrival) and of the job a reassignment writes (the new owner). Each job names its owner:
 * one the lead has since been taken from, or whose account was disabled, is not told.
 */
export function ownerChannel(config: Config, db: Database, send: MailSender): Channel {
  return {
    name: 'owner',
    wants: (lead, job) => job.owner != null && job.owner === lead.ownerId,
    async deliver(lead) {
      if (lead.ownerId == null) return;
      const [owner] = await db
        .select({ email: staffUsers.email, name: staffUsers.name })
        .from(staffUsers)
        .where(and(eq(staffUsers.id, lead.ownerId), isNull(staffUsers.disabledAt)));
      if (!owner) return;
      await send(
        { to: owner.email, ...ownerEmail(lead, owner.name, config.PUBLIC_URL) },
        mailFile(lead, `-owner-${lead.ownerId}`),
      );
    },
  };
}
