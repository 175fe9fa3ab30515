import { useEffect } from 'react';
import type { ChosenBatch } from '../../../contract/batches';
import { useChosenBatch, type HeldBatch } from './chosen-batch';

// A prerendered form (/register) cannot be written with the batch its link names (`?batch=<id>`,
// "Register for this batch" on a course page): once the island is live it reads the id from the
// address and asks the server what to show for it. The server checks it again when the form is sent.

/** The address's `?batch=`, when it is a batch's number. */
function batchInAddress(): number | undefined {
  const value = new URL(window.location.href).searchParams.get('batch');
  return value && /^\d{1,10}$/.test(value) ? Number(value) : undefined;
}

/** The batch in the server's words, or why it may not be chosen (GET /api/batches/:id); its number if the server cannot be asked. */
async function lookUp(id: number): Promise<HeldBatch> {
  const unnamed = { id, words: `Batch ${id}` };
  try {
    const answer = (await (
      await fetch(`/api/batches/${id}`, { headers: { accept: 'application/json' } })
    ).json()) as { batch?: ChosenBatch; message?: string };
    return answer.batch ?? { ...unnamed, refusal: answer.message };
  } catch {
    return unnamed;
  }
}

/** useChosenBatch for a prerendered form: the batch its address names, unless the page knew it (`openedFor`). */
export function useBatchFromAddress(openedFor?: ChosenBatch) {
  const batch = useChosenBatch(openedFor);
  const { chosen, setChosen } = batch;
  const known = openedFor !== undefined;
  useEffect(() => {
    if (known) return;
    const id = batchInAddress();
    setChosen(id ? { id } : null);
    if (id)
      void lookUp(id).then((held) => setChosen((current) => (current?.id === id ? held : current)));
  }, [known, setChosen]);
  // A submit held before the island was live may be sent before the address is read.
  return { ...batch, id: () => (chosen === undefined ? batchInAddress() : chosen?.id) };
}
