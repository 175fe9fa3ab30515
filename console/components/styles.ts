export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-accent-600';
/** A control that sits in a row of buttons, as wide as its content. */
export const selectClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm text-ink focus:border-accent-600';
export const labelClass = 'block text-sm font-medium text-brand-900';
export { formatTime } from './staff-zone';
