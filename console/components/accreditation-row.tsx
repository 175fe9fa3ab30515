import { useState } from 'react';
import type { AdminAccreditation } from '../../schemas/content-admin';
import { ImageField } from './editor/image-field';
import { inputClass, labelClass } from './styles';

interface RowProps {
  entry: AdminAccreditation;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove(direction: 'up' | 'down'): void;
  onSave(input: { title: string; imagepath: string }): Promise<boolean>;
  onRemove(): void;
}

/** One accreditation: its picture and title, with move, edit and remove controls. */
export function AccreditationRow({ entry, first, last, busy, onMove, onSave, onRemove }: RowProps) {
  const [editing, setEditing] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [title, setTitle] = useState(entry.title);
  const [imagepath, setImagepath] = useState(entry.imagepath);
  // A newer reading (someone else's change, reloaded) replaces the fields' words: a save then starts
  // from what is stored, never lays an older draft over the other change unseen.
  const [reading, setReading] = useState(entry.version);
  if (reading !== entry.version) {
    setReading(entry.version);
    setTitle(entry.title);
    setImagepath(entry.imagepath);
  }
  const small = 'btn-outline px-3 py-1 text-sm text-brand-900 disabled:opacity-40';

  return (
    <li className="rounded-lg border border-slate-200 p-3" data-testid="accreditation-row">
      <div className="flex flex-wrap items-center gap-3">
        <img
          src={entry.imagepath}
          alt=""
          width={64}
          height={64}
          className="size-16 rounded-full border border-slate-200 object-cover"
        />
        <p className="min-w-0 flex-1 font-semibold text-brand-900">{entry.title}</p>
        <div className="flex flex-wrap gap-1.5">
          <button
            type="button"
            id={`move-up-${entry.id}`}
            className={small}
            disabled={first}
            onClick={() => onMove('up')}
            aria-label={`Move ${entry.title} up`}
          >
            Up
          </button>
          <button
            type="button"
            id={`move-down-${entry.id}`}
            className={small}
            disabled={last}
            onClick={() => onMove('down')}
            aria-label={`Move ${entry.title} down`}
          >
            Down
          </button>
          <button
            type="button"
            className={small}
            aria-expanded={editing}
            onClick={() => setEditing(!editing)}
          >
            Edit<span className="sr-only"> {entry.title}</span>
          </button>
          <button
            type="button"
            className="btn-outline px-3 py-1 text-sm text-red-700"
            onClick={() => setConfirmRemove(true)}
          >
            Remove<span className="sr-only"> {entry.title}</span>
          </button>
        </div>
      </div>
      {confirmRemove && (
        <div
          role="alertdialog"
          aria-labelledby={`remove-${entry.id}`}
          className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3"
        >
          <p id={`remove-${entry.id}`} className="text-sm text-red-800">
            Remove “{entry.title}” from the website’s accreditations?
          </p>
          <div className="mt-2 flex gap-2">
            <button
              type="button"
              autoFocus
              disabled={busy}
              className="btn bg-red-700 px-3 py-1 text-sm text-white hover:bg-red-800"
              onClick={onRemove}
            >
              Remove for good
            </button>
            <button type="button" className={small} onClick={() => setConfirmRemove(false)}>
              Keep
            </button>
          </div>
        </div>
      )}
      {editing && (
        <form
          aria-label={`Edit ${entry.title}`}
          className="mt-3 space-y-3"
          onSubmit={async (e) => {
            e.preventDefault();
            if (await onSave({ title, imagepath })) setEditing(false);
          }}
        >
          <label className={labelClass}>
            Title
            <input
              dir="auto"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              required
              maxLength={120}
              className={inputClass}
            />
          </label>
          <ImageField
            label="Picture"
            group="accreditations"
            name={`imagepath-${entry.id}`}
            value={imagepath}
            onChange={setImagepath}
          />
          <button type="submit" disabled={busy} className="btn-primary">
            Save changes
          </button>
        </form>
      )}
    </li>
  );
}
