import type { LeadJobPayload } from '../../db/schema';
import type { LeadRecord } from './lead-message';

/** One way of telling the academy about a lead. deliver() throws on failure; the worker retries. */
export interface Channel {
  name: 'email' | 'webhook' | 'owner' | 'acknowledgement';
  deliver(lead: LeadRecord, job: LeadJobPayload): Promise<void>;
}
