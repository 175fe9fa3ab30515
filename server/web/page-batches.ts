import type { ChosenBatch } from '../../shared/batches';
import { numberedBatchIn } from '../../shared/batch-summary';
import { batchMessagesIn } from '../../shared/lead-words';
import { ChosenBatchParamsSchema } from '../../schemas/leads';
import type { BatchReader } from '../../shared/page-locals';
import { ValidationError } from '../errors';
import type { Services } from '../services';

/** What public pages read of the batches: the upcoming ones, and the one a form was opened or sent for. */
export function pageBatches({ batches, leads }: Services): BatchReader {
  return {
    upcomingBatches: (course) => batches.upcomingBatches(course),
    /** The check a lead naming it gets (lead-batches.ts): in words, or why not with its number for words. */
    async chosenBatch(id, lang): Promise<ChosenBatch> {
      const unnamed = { id, words: numberedBatchIn(lang, id) };
      if (!ChosenBatchParamsSchema.safeParse({ id }).success)
        return { ...unnamed, refusal: batchMessagesIn(lang).unknown };
      try {
        return await leads.offeredBatch(id, lang);
      } catch (error) {
        if (error instanceof ValidationError) return { ...unnamed, refusal: error.message };
        throw error;
      }
    },
  };
}
