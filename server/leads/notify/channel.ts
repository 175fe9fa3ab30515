import type { LeadJobPayload } from '../../db/schema';
import type { LeadRecord } from './lead-message';

/** One way of telling the academy about a lead. deliver() throws on failure; the worker retries. */
export interface Channel {
  name: 'email' | 'webhook' | 'owner' | 'acknowledgement';
  deliver(lead: LeadRecord, job: LeadJobPayload): Promise<void>;
  /** Whether this lead is one for this channel at all; one that is not is passed over without a write to its job. */
  wants?(lead: LeadRecord, job: LeadJobPayload): boolean;
}
