import { useState } from 'react';
import { Form } from 'react-router';
import { LEAD_STATUSES, type LeadQuery } from '../../schemas/admin';
import type { Owner } from '../../schemas/owners';
import { COURSE_OPTIONS, REGISTRATION_COURSE_OPTIONS } from '../../shared/lead-texts';
import { CourseFilter } from './course-filter';
import { inputClass, labelClass } from './styles';

const CATEGORIES = [...new Set<string>([...COURSE_OPTIONS, ...REGISTRATION_COURSE_OPTIONS])];

/** The filters a query sets (the view's own, batch, spam and due, aside): the n of "Filters (n)". */
const FILTER_KEYS = ['q', 'form', 'status', 'owner', 'course', 'category', 'from', 'to', 'source'];
const activeFilters = (query: LeadQuery) =>
  FILTER_KEYS.filter((key) => Boolean(query[key as keyof LeadQuery])).length;

/**
 * The inbox filter: a plain GET form, so the URL holds the filter and the export reuses it. On a
 * phone it sits behind one "Filters (n)" button, as the public course finder's do, so the first
 * screen shows leads rather than fields.
 */
export function LeadFilters({
  query,
  courses,
  owners,
}: {
  query: LeadQuery;
  courses: { slug: string; title: string }[];
  owners: Owner[];
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="lead-filters"
        onClick={() => setOpen(!open)}
        className="btn-outline text-brand-900 sm:hidden"
      >
        Filters ({activeFilters(query)})
      </button>
      <Form
        id="lead-filters"
        method="get"
        role="search"
        aria-label="Filter leads"
        className={`${open ? 'grid' : 'hidden sm:grid'} gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4`}
      >
        {/* A batch chosen on the Batches page stays in the filter until Clear. */}
        {query.batch && <input type="hidden" name="batch" value={query.batch} />}
        {/* The Suspected spam view stays so while it is filtered. */}
        {query.spam && <input type="hidden" name="spam" value="1" />}
        {/* The due view stays so while it is filtered. */}
        {query.due && <input type="hidden" name="due" value="1" />}
        <label className={`${labelClass} lg:col-span-2`}>
          Search name, email or phone
          <input
            name="q"
            type="search"
            dir="auto"
            defaultValue={query.q ?? ''}
            className={inputClass}
          />
        </label>
        <label className={labelClass}>
          Form
          <select name="form" defaultValue={query.form ?? ''} className={inputClass}>
            <option value="">All</option>
            <option value="contact">Enquiries</option>
            <option value="company">Company enquiries</option>
            <option value="registration">Registrations</option>
          </select>
        </label>
        <label className={labelClass}>
          Status
          <select name="status" defaultValue={query.status ?? ''} className={inputClass}>
            <option value="">All</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          Owner
          <select name="owner" defaultValue={query.owner ?? ''} className={inputClass}>
            <option value="">Anyone</option>
            <option value="mine">Mine</option>
            <option value="none">Unassigned</option>
            {owners.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
        <CourseFilter courses={courses} value={query.course} className="lg:col-span-2" />
        <label className={`${labelClass} lg:col-span-2`}>
          Category (enquiry) or course option (registration)
          <select name="category" defaultValue={query.category ?? ''} className={inputClass}>
            <option value="">All</option>
            {CATEGORIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          From
          <input name="from" type="date" defaultValue={query.from ?? ''} className={inputClass} />
        </label>
        <label className={labelClass}>
          To
          <input name="to" type="date" defaultValue={query.to ?? ''} className={inputClass} />
        </label>
        <label className={labelClass}>
          Source (utm_source)
          <input
            name="source"
            dir="auto"
            defaultValue={query.source ?? ''}
            className={inputClass}
          />
        </label>
        <div className="flex items-end gap-2">
          <button type="submit" className="btn-primary">
            Apply
          </button>
          <a
            href={query.spam ? '/admin/leads?spam=1' : '/admin/leads'}
            className="btn-outline text-brand-900"
          >
            Clear
          </a>
        </div>
      </Form>
    </>
  );
}
