import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { BatchListResponseSchema } from '../../schemas/batches';
import { seatStatus, type Batch, type ListedBatch } from '../../shared/batches';
import { readAdmin } from '../api';
import { ConfirmDialog } from './confirm-dialog';
import { inputClass } from './styles';

export const leadsText = (n: number) => `${n} ${n === 1 ? 'lead' : 'leads'}`;

/**
 * Cancel or delete, asked: what it does to the course page, and, when leads named the batch, how
 * many, with the choice of moving them to another intake of the course or leaving them on this one
 * (their records then say it was cancelled or deleted; the inbox lists them to contact).
 */
export function EndBatchDialog({
  batch,
  action,
  describe,
  busy,
  onClose,
  onConfirm,
}: {
  batch: ListedBatch;
  action: 'cancel' | 'delete';
  describe(batch: Batch): string;
  busy: boolean;
  onClose(): void;
  onConfirm(moveTo: number | null, notify: boolean): void;
}) {
  const [others, setOthers] = useState<ListedBatch[]>();
  useEffect(() => {
    if (batch.leads === 0) return;
    const controller = new AbortController();
    readAdmin<typeof BatchListResponseSchema>(
      `/api/admin/batches?course=${encodeURIComponent(batch.course)}`,
      controller.signal,
    ).then(
      (answer) =>
        setOthers(
          answer.batches.filter(
            (b) => b.id !== batch.id && !['cancelled', 'full'].includes(seatStatus(b, b.enrolled)),
          ),
        ),
      () => setOthers([]),
    );
    return () => controller.abort();
  }, [batch]);
  // The batch menu answers only once "Move them" is chosen: a batch picked while "Leave them" is
  // chosen would look like a move and be none.
  const [choice, setChoice] = useState<'keep' | 'move'>('keep');
  const verb = action === 'cancel' ? 'Cancel' : 'Delete';
  return (
    <ConfirmDialog
      title={`${verb} the batch ${describe(batch)}?`}
      confirm={`${verb} batch`}
      busy={busy}
      onClose={onClose}
      onConfirm={(fields) => {
        const chosen = fields.get('leads') === 'move' ? Number(fields.get('move_to')) : null;
        onConfirm(chosen || null, fields.get('notify') === 'yes');
      }}
    >
      <p>
        {action === 'cancel'
          ? 'The course page stops offering it at the next visit, and nobody can enquire about or register for it.'
          : 'It is removed for good: the course page and the Batches list no longer show it, and it cannot be restored.'}
      </p>
      {batch.leads > 0 ? (
        <fieldset className="space-y-2">
          <legend className="font-medium text-brand-900">
            {leadsText(batch.leads)} named this batch.{' '}
            <Link to={`/admin/leads?batch=${batch.id}`} className="text-accent-600 underline">
              See them in the inbox
            </Link>{' '}
            to contact them yourselves, or have them emailed below.
          </legend>
          <label className="flex items-start gap-2">
            <input
              type="radio"
              name="leads"
              value="keep"
              checked={choice === 'keep'}
              onChange={() => setChoice('keep')}
              className="mt-1"
            />
            <span>
              Leave them on this batch: their records say it was{' '}
              {action === 'cancel' ? 'cancelled' : 'deleted'}.
            </span>
          </label>
          <label className="flex items-start gap-2">
            <input
              type="radio"
              name="leads"
              value="move"
              checked={choice === 'move'}
              onChange={() => setChoice('move')}
              disabled={!others?.length}
              className="mt-1"
            />
            <span className="flex-1">
              Move them to another batch of the course
              {others?.length === 0 && ' (there is no other upcoming one)'}
              {others && others.length > 0 && (
                <select
                  name="move_to"
                  aria-label="Batch to move them to"
                  disabled={choice !== 'move'}
                  className={`${inputClass} mt-1 disabled:opacity-50`}
                >
                  {others.map((b) => (
                    <option key={b.id} value={b.id}>
                      {describe(b)}, {b.mode} (batch {b.id})
                    </option>
                  ))}
                </select>
              )}
            </span>
          </label>
          <label className="flex items-start gap-2 border-t border-slate-200 pt-2">
            <input type="checkbox" name="notify" value="yes" defaultChecked className="mt-1" />
            <span>
              Email them that the batch is {action === 'cancel' ? 'cancelled' : 'withdrawn'}, and
              where their place has gone (or that a counsellor will call).
            </span>
          </label>
        </fieldset>
      ) : (
        <p>No lead named this batch.</p>
      )}
    </ConfirmDialog>
  );
}
