import { useEffect, useRef, useState } from 'react';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import type { AccreditationListResponseSchema } from '../../schemas/content-admin';
import { postAdmin, readAdmin } from '../api';
import { failed, OutcomeMessage, type Outcome } from '../components/outcome-message';
import { AccreditationRow } from '../components/accreditation-row';
import { ImageField } from '../components/editor/image-field';
import { usePageTitle } from '../components/page-title';
import { inputClass, labelClass } from '../components/styles';

export const loader = ({ request }: LoaderFunctionArgs) =>
  readAdmin<typeof AccreditationListResponseSchema>('/api/admin/accreditations', request.signal);

export function Component() {
  const { accreditations } = useLoaderData<typeof loader>();
  usePageTitle('Accreditations');
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Outcome>();
  const [newTitle, setNewTitle] = useState('');
  const [newImage, setNewImage] = useState('');

  async function change(url: string, body: unknown, done: string): Promise<boolean> {
    setBusy(true);
    const outcome = await postAdmin(url, body);
    if (outcome.ok) await revalidate();
    setBusy(false);
    setMessage(
      outcome.ok
        ? { ok: true, text: done }
        : {
            ...failed(outcome),
            text: outcome.errors ? Object.values(outcome.errors).join(' ') : outcome.message,
          },
    );
    return outcome.ok;
  }

  // The moved row's button keeps the keyboard (or its twin, once the row reaches either end).
  // Move buttons are never disabled while a change is under way, so focus is not dropped meanwhile.
  const refocus = useRef<{ id: number; direction: 'up' | 'down' } | null>(null);
  useEffect(() => {
    if (!refocus.current) return;
    const { id, direction } = refocus.current;
    refocus.current = null;
    const button = document.getElementById(`move-${direction}-${id}`) as HTMLButtonElement | null;
    (button?.disabled
      ? document.getElementById(`move-${direction === 'up' ? 'down' : 'up'}-${id}`)
      : button
    )?.focus();
  }, [accreditations]);

  async function move(id: number, title: string, direction: 'up' | 'down') {
    if (busy) return;
    refocus.current = { id, direction };
    await change(
      `/api/admin/accreditations/${id}/move`,
      { direction, order: accreditations.map((a) => a.id) },
      `${title} moved ${direction}.`,
    );
  }

  return (
    <section aria-labelledby="accreditations-title" className="space-y-6">
      <div>
        <h1 id="accreditations-title" className="text-2xl font-bold text-brand-900">
          Accreditations
        </h1>
        <p className="mt-1 text-sm text-muted">
          In this order, the accreditations page’s picture viewer shows them (and
          /api/public/accreditations lists them).
        </p>
      </div>
      <OutcomeMessage
        outcome={message}
        onReloaded={() => setMessage({ ok: true, text: 'Reloaded: the list as it is now.' })}
      />
      <ol className="space-y-2" aria-label="Accreditations in order">
        {accreditations.map((a, i) => (
          <AccreditationRow
            key={a.id}
            entry={a}
            first={i === 0}
            last={i === accreditations.length - 1}
            busy={busy}
            onMove={(direction) => void move(a.id, a.title, direction)}
            onSave={(input) =>
              change(
                `/api/admin/accreditations/${a.id}`,
                { ...input, version: a.version },
                `${input.title} saved.`,
              )
            }
            onRemove={() =>
              void change(
                `/api/admin/accreditations/${a.id}/delete`,
                { version: a.version },
                `${a.title} removed.`,
              )
            }
          />
        ))}
      </ol>
      <form
        aria-label="Add an accreditation"
        className="space-y-3 rounded-lg border border-slate-200 p-4"
        onSubmit={async (e) => {
          e.preventDefault();
          if (
            await change(
              '/api/admin/accreditations',
              { title: newTitle, imagepath: newImage },
              `${newTitle.trim()} added.`,
            )
          ) {
            setNewTitle('');
            setNewImage('');
          }
        }}
      >
        <h2 className="text-lg font-semibold text-brand-900">Add an accreditation</h2>
        <label className={labelClass}>
          Title
          <input
            dir="auto"
            value={newTitle}
            onChange={(e) => setNewTitle(e.target.value)}
            required
            maxLength={120}
            className={inputClass}
          />
        </label>
        <ImageField
          label="Picture"
          group="accreditations"
          name="imagepath"
          value={newImage}
          onChange={setNewImage}
        />
        <button type="submit" disabled={busy || !newImage} className="btn-primary">
          Add
        </button>
      </form>
    </section>
  );
}
