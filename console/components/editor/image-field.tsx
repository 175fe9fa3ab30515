import { useId, useState } from 'react';
import type { UploadGroup } from '../../../schemas/content-admin';
import { labelClass } from '../styles';
import { uploadImage } from './upload-image';

interface ImageFieldProps {
  label: string;
  group: UploadGroup;
  /** The current image's path; the hidden input carries it with the form. */
  value: string;
  name: string;
  onChange(src: string): void;
}

/** Shows the current picture and replaces it with an uploaded one (re-encoded by the server). */
export function ImageField({ label, group, value, name, onChange }: ImageFieldProps) {
  const id = useId();
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });

  async function onFile(event: React.ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setState({ busy: true });
    const outcome = await uploadImage(group, file);
    input.value = '';
    if (!outcome.ok) return setState({ busy: false, error: outcome.message });
    setState({ busy: false });
    onChange(outcome.image.src);
  }

  return (
    <fieldset className="space-y-2">
      <legend className={labelClass}>{label}</legend>
      <input type="hidden" name={name} value={value} />
      {value && (
        <img
          src={value}
          alt=""
          width={240}
          height={group === 'blogs' ? 135 : 240}
          className="rounded-lg border border-slate-200 object-cover"
          data-testid={`${name}-preview`}
        />
      )}
      <label htmlFor={id} className="block text-sm text-brand-900">
        Upload a new picture (JPEG, PNG, WebP, GIF or AVIF)
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        onChange={onFile}
        disabled={state.busy}
        className="block text-sm file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-brand-900"
      />
      <p
        role="status"
        aria-live="polite"
        className={state.error ? 'text-sm text-red-700' : 'text-sm text-muted'}
      >
        {state.busy ? 'Uploading and converting the picture…' : state.error}
      </p>
    </fieldset>
  );
}
