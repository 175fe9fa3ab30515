import type { ChosenBatch } from '../../../shared/batches';
import type { PostedValues } from '../../../shared/form-posts';
import type { BatchReader } from '../../../shared/page-locals';

// What a form's page reads on the server (site/pages/register.astro, contacts.astro).

/**
 * The batch a form's page shows: the one a post to it carried, or its address names
 * (`?batch=`), in the server's words or with why it may not be chosen; none for anything else.
 */
export async function batchToShow(
  batches: Pick<BatchReader, 'chosenBatch'>,
  id: PostedValues[string] | null,
): Promise<ChosenBatch | undefined> {
  if (typeof id === 'number') return batches.chosenBatch(id);
  return typeof id === 'string' && /^\d{1,10}$/.test(id)
    ? batches.chosenBatch(Number(id))
    : undefined;
}
