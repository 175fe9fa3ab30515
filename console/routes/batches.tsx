import { useState } from 'react';
import {
  Form,
  Link,
  useLoaderData,
  useRevalidator,
  useRouteLoaderData,
  type LoaderFunctionArgs,
} from 'react-router';
import { ZONE_NAMES } from '../../shared/content/centres';
import type { BatchListResponseSchema, BatchOptionsResponseSchema } from '../../schemas/batches';
import {
  BATCH_STATUS_LABELS,
  seatStatusForStaff,
  type Batch,
  type BatchListQuery,
  type ListedBatch,
} from '../../shared/batches';
import { addDays, formatDate } from '../../shared/zoned-time';
import { postAdmin, readAdmin, readAdminOr } from '../api';
import { BatchForm, type BatchFields } from '../components/batch-form';
import { EndBatchDialog, leadsText } from '../components/end-batch-dialog';
import { CourseFilter } from '../components/course-filter';
import { DataTable, type Column } from '../components/data-table';
import { failed, OutcomeMessage, type Outcome } from '../components/outcome-message';
import { usePageTitle } from '../components/page-title';
import { inputClass, labelClass } from '../components/styles';
import type { loader as layoutLoader } from './layout';

export async function loader({ request }: LoaderFunctionArgs) {
  // The filter form sends every field; one left at "All" is no filter.
  const search = new URLSearchParams(
    [...new URL(request.url).searchParams].filter(([, value]) => value !== ''),
  );
  const [options, listed] = await Promise.all([
    readAdmin<typeof BatchOptionsResponseSchema>('/api/admin/batches/options', request.signal),
    // A hand-edited filter that does not parse shows every upcoming batch rather than an error.
    readAdminOr<typeof BatchListResponseSchema>(
      `/api/admin/batches?${search}`,
      '/api/admin/batches',
      request.signal,
    ),
  ]);
  const { courses, centres, today } = options;
  const query: BatchListQuery = listed.refused ? {} : Object.fromEntries(search);
  return { query, batches: listed.answer.batches, courses, centres, today };
}

const fieldsOf = ({
  id: _id,
  version: _version,
  updated_at: _at,
  leads: _leads,
  enquiries: _enquiries,
  registrations: _registrations,
  enrolled: _enrolled,
  ...fields
}: ListedBatch): BatchFields => fields;

export function Component() {
  const { query, batches, courses, centres, today } = useLoaderData<typeof loader>();
  usePageTitle('Batches');
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Outcome>();
  const [ending, setEnding] = useState<{ batch: ListedBatch; action: 'cancel' | 'delete' }>();
  const isAdmin = useRouteLoaderData<typeof layoutLoader>('console')!.staff.role === 'admin';
  const [errors, setErrors] = useState<Record<string, string>>();
  const [editing, setEditing] = useState<number>();
  const [creating, setCreating] = useState(false);
  const titleOf = (slug: string) => courses.find((c) => c.slug === slug)?.title ?? slug;
  const centreName = (id: string) => centres.find((c) => c.id === id)?.name ?? id;

  async function change(url: string, body: unknown, done: string): Promise<boolean> {
    setBusy(true);
    const outcome = await postAdmin(url, body);
    if (outcome.ok) await revalidate();
    setBusy(false);
    setErrors(outcome.ok ? undefined : outcome.errors);
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
  const describe = (b: Batch) =>
    `${titleOf(b.course)}, ${formatDate(b.start_date)}, ${centreName(b.centre)}`;

  const columns: Column<ListedBatch>[] = [
    {
      header: 'Course',
      cell: (b) => <span className="font-medium text-brand-900">{titleOf(b.course)}</span>,
    },
    {
      header: 'Dates',
      cell: (b) => `${formatDate(b.start_date)} – ${formatDate(b.end_date)}`,
      className: 'sm:whitespace-nowrap',
    },
    { header: 'Centre and mode', cell: (b) => `${centreName(b.centre)}, ${b.mode}` },
    { header: 'Starts', cell: (b) => `${b.start_time} ${ZONE_NAMES[b.time_zone]}` },
    {
      header: 'Seats',
      cell: (b) => {
        const { status, byHand } = seatStatusForStaff(b, b.enrolled);
        return (
          <>
            <span data-testid="batch-status">
              {BATCH_STATUS_LABELS[status]}
              {byHand && ' (set by hand)'}
            </span>
            <span className="block text-muted" data-testid="batch-seats">
              {b.seats ? `${b.enrolled} of ${b.seats} enrolled` : `${b.enrolled} enrolled`}
            </span>
          </>
        );
      },
    },
    {
      header: 'Leads',
      className: 'whitespace-nowrap',
      cell: (b) => (
        <Link
          to={`/admin/leads?batch=${b.id}`}
          className="text-accent-600 underline"
          data-testid="batch-leads"
        >
          {leadsText(b.leads)}
          <span className="sr-only"> for batch {b.id}</span>
        </Link>
      ),
    },
    {
      header: 'Enquiries, registrations',
      className: 'whitespace-nowrap',
      cell: (b) => (
        <span data-testid="batch-forms">
          {b.enquiries}, {b.registrations}
        </span>
      ),
    },
    {
      header: 'Actions',
      // One line on a laptop and wider: wrapped, Delete fell alone onto a second line under every row.
      cell: (b) => (
        <div className="flex flex-wrap gap-1.5 lg:flex-nowrap">
          <button
            type="button"
            className="btn-outline px-3 py-1 text-sm text-brand-900"
            aria-expanded={editing === b.id}
            onClick={() => setEditing(editing === b.id ? undefined : b.id)}
          >
            Edit<span className="sr-only"> batch {b.id}</span>
          </button>
          <button
            type="button"
            disabled={busy}
            className="btn-outline px-3 py-1 text-sm text-brand-900"
            onClick={() =>
              void change(`/api/admin/batches/${b.id}/duplicate`, {}, 'Next intake added.')
            }
          >
            Duplicate<span className="sr-only"> batch {b.id}</span>
          </button>
          {b.status !== 'cancelled' && (
            <button
              type="button"
              disabled={busy}
              className="btn-outline px-3 py-1 text-sm text-red-700"
              onClick={() => setEnding({ batch: b, action: 'cancel' })}
            >
              Cancel…<span className="sr-only"> batch {b.id}</span>
            </button>
          )}
          {isAdmin && (
            <button
              type="button"
              disabled={busy}
              className="btn-outline px-3 py-1 text-sm text-red-700"
              onClick={() => setEnding({ batch: b, action: 'delete' })}
            >
              Delete…<span className="sr-only"> batch {b.id}</span>
            </button>
          )}
        </div>
      ),
    },
  ];
  const beingEdited = batches.find((b) => b.id === editing);

  return (
    <section aria-labelledby="batches-title" className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="batches-title" className="text-2xl font-bold text-brand-900">
          Batches
        </h1>
        <p className="text-sm text-muted">
          {batches.length} shown. Course pages show changes at the next visit.
        </p>
        <button
          type="button"
          className="ml-auto btn-primary"
          aria-expanded={creating}
          onClick={() => setCreating(!creating)}
        >
          New batch
        </button>
      </div>
      <OutcomeMessage
        outcome={message}
        onReloaded={() => setMessage({ ok: true, text: 'Reloaded: the batches as they are now.' })}
      />
      {ending && (
        <EndBatchDialog
          {...ending}
          describe={describe}
          busy={busy}
          onClose={() => setEnding(undefined)}
          onConfirm={async (moveTo, notify) => {
            const { batch, action } = ending;
            const moved = moveTo ? ` Its ${leadsText(batch.leads)} moved to batch ${moveTo}.` : '';
            await change(
              `/api/admin/batches/${batch.id}/${action}`,
              { version: batch.version, move_to: moveTo, notify },
              `Batch ${action === 'cancel' ? 'cancelled' : 'deleted'}.${moved}`,
            );
            setEnding(undefined);
          }}
        />
      )}
      {creating && (
        <div className="rounded-lg border border-slate-200 p-4">
          <BatchForm
            label="New batch"
            courses={courses}
            centres={centres}
            busy={busy}
            errors={errors}
            submitLabel="Add batch"
            initial={{
              course: courses[0]!.slug,
              centre: 'kochi',
              mode: 'Classroom',
              start_date: addDays(today, 14),
              end_date: addDays(today, 69),
              start_time: '09:00',
              time_zone: 'Asia/Kolkata',
              schedule: '',
              language: 'English',
              seats: null,
              status: 'open',
            }}
            onSubmit={async (fields) =>
              void (
                (await change('/api/admin/batches', fields, 'Batch added.')) && setCreating(false)
              )
            }
          />
        </div>
      )}
      <Form
        method="get"
        role="search"
        aria-label="Filter batches"
        className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <CourseFilter courses={courses} value={query.course} />
        <label className={labelClass}>
          Centre
          <select name="centre" defaultValue={query.centre ?? ''} className={inputClass}>
            <option value="">All</option>
            {centres.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          Starting in
          <input
            name="month"
            type="month"
            defaultValue={query.month ?? ''}
            className={inputClass}
          />
        </label>
        <div className="flex items-end gap-2">
          <button type="submit" className="btn-primary">
            Apply
          </button>
          <a href="/admin/batches" className="btn-outline text-brand-900">
            Clear
          </a>
        </div>
      </Form>
      {beingEdited && (
        <div className="rounded-lg border border-accent-600 p-4">
          <h2 className="mb-3 font-bold text-brand-900">Edit batch {beingEdited.id}</h2>
          <BatchForm
            key={`${beingEdited.id}-${beingEdited.version}`}
            label={`Edit batch ${beingEdited.id}`}
            courses={courses}
            centres={centres}
            busy={busy}
            errors={errors}
            submitLabel="Save changes"
            initial={fieldsOf(beingEdited)}
            onSubmit={async (fields) =>
              void (
                (await change(
                  `/api/admin/batches/${beingEdited.id}`,
                  { batch: fields, version: beingEdited.version },
                  'Batch saved.',
                )) && setEditing(undefined)
              )
            }
          />
        </div>
      )}
      <DataTable
        label="Batches"
        columns={columns}
        rows={batches}
        rowKey={(b) => b.id}
        empty="No upcoming batches match."
      />
    </section>
  );
}
