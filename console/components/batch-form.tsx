import { useState } from 'react';
import { TEACHING_ZONES, ZONE_NAMES, type CentreId } from '../../shared/content/centres';
import { BATCH_STATUS_LABELS, BATCH_STATUSES, type Batch } from '../../shared/batches';
import { inputClass, labelClass } from './styles';

export interface CourseOption {
  slug: string;
  title: string;
  modes: string[];
}
export interface CentreOption {
  id: CentreId;
  name: string;
}

/** The fields a batch is saved with, as the API takes them. */
export type BatchFields = Omit<Batch, 'id' | 'version' | 'updated_at'>;

interface Props {
  label: string;
  courses: CourseOption[];
  centres: CentreOption[];
  initial: BatchFields;
  busy: boolean;
  submitLabel: string;
  errors?: Record<string, string>;
  onSubmit(fields: BatchFields): void;
}

/** Create and edit share this form; the server checks everything again (course modes, dates, zone). */
export function BatchForm({
  label,
  courses,
  centres,
  initial,
  busy,
  submitLabel,
  errors = {},
  onSubmit,
}: Props) {
  const [fields, setFields] = useState(initial);
  const set = <K extends keyof BatchFields>(key: K, value: BatchFields[K]) =>
    setFields((f) => ({ ...f, [key]: value }));
  const modesOf = (slug: string) => courses.find((c) => c.slug === slug)?.modes ?? [];
  const modes = modesOf(fields.course);
  // Another course may not offer the chosen mode: its first takes over, as the select then shows.
  const chooseCourse = (slug: string) =>
    setFields((f) => ({
      ...f,
      course: slug,
      mode: (modesOf(slug).includes(f.mode) ? f.mode : modesOf(slug)[0]) as BatchFields['mode'],
    }));
  const error = (key: string) =>
    errors[key] ? (
      <span className="mt-1 block text-sm text-red-700" data-testid={`error-${key}`}>
        {errors[key]}
      </span>
    ) : null;
  return (
    <form
      aria-label={label}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(fields);
      }}
    >
      <label className={`${labelClass} sm:col-span-2`}>
        Course
        <select
          name="course"
          value={fields.course}
          onChange={(e) => chooseCourse(e.target.value)}
          className={inputClass}
          required
        >
          {courses.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.title}
            </option>
          ))}
        </select>
        {error('course')}
      </label>
      <label className={labelClass}>
        Centre
        <select
          name="centre"
          value={fields.centre}
          onChange={(e) => set('centre', e.target.value as CentreId)}
          className={inputClass}
        >
          {centres.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        {error('centre')}
      </label>
      <label className={labelClass}>
        Mode
        <select
          name="mode"
          value={fields.mode}
          onChange={(e) => set('mode', e.target.value as BatchFields['mode'])}
          className={inputClass}
        >
          {modes.map((m) => (
            <option key={m}>{m}</option>
          ))}
        </select>
        {error('mode')}
      </label>
      <label className={labelClass}>
        Start date
        <input
          name="start_date"
          type="date"
          value={fields.start_date}
          onChange={(e) => set('start_date', e.target.value)}
          className={inputClass}
          required
        />
        {error('start_date')}
      </label>
      <label className={labelClass}>
        End date
        <input
          name="end_date"
          type="date"
          value={fields.end_date}
          onChange={(e) => set('end_date', e.target.value)}
          className={inputClass}
          required
        />
        {error('end_date')}
      </label>
      <label className={labelClass}>
        Start time (centre’s own time)
        <input
          name="start_time"
          type="time"
          value={fields.start_time}
          onChange={(e) => set('start_time', e.target.value)}
          className={inputClass}
          required
        />
        {error('start_time')}
      </label>
      {fields.centre === 'online' && (
        <label className={labelClass}>
          Time zone of an online batch
          <select
            name="time_zone"
            value={fields.time_zone}
            onChange={(e) => set('time_zone', e.target.value as BatchFields['time_zone'])}
            className={inputClass}
          >
            {TEACHING_ZONES.map((zone) => (
              <option key={zone} value={zone}>
                {ZONE_NAMES[zone]} ({zone})
              </option>
            ))}
          </select>
          {error('time_zone')}
        </label>
      )}
      <label className={`${labelClass} sm:col-span-2`}>
        Schedule in words
        <input
          dir="auto"
          name="schedule"
          value={fields.schedule}
          onChange={(e) => set('schedule', e.target.value)}
          placeholder="Weekends, Fri–Sat 9:00–13:00"
          className={inputClass}
          required
          maxLength={120}
        />
        {error('schedule')}
      </label>
      <label className={labelClass}>
        Language
        <input
          dir="auto"
          name="language"
          value={fields.language}
          onChange={(e) => set('language', e.target.value)}
          className={inputClass}
          required
          maxLength={40}
        />
        {error('language')}
      </label>
      <label className={labelClass}>
        Seats (optional)
        <input
          name="seats"
          type="number"
          min={1}
          max={1000}
          value={fields.seats ?? ''}
          onChange={(e) => set('seats', e.target.value === '' ? null : Number(e.target.value))}
          className={inputClass}
        />
        {error('seats')}
      </label>
      <label className={labelClass}>
        Status
        <select
          name="status"
          value={fields.status}
          onChange={(e) => set('status', e.target.value as BatchFields['status'])}
          className={inputClass}
        >
          {BATCH_STATUSES.map((s) => (
            <option key={s} value={s}>
              {BATCH_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <div className="flex items-end">
        <button type="submit" disabled={busy} className="btn-primary">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
