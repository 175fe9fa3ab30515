import { useState } from 'react';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import {
  ASSIGNMENT_METHOD_TEXTS,
  ASSIGNMENT_METHODS,
  type AssignmentRule,
  type AssignmentRulesResponseSchema,
  type Owner,
} from '../../schemas/owners';
import { CENTRES } from '../../shared/content/centres';
import { SUBJECTS } from '../../shared/content/courses/subjects';
import { postAdmin, readAdmin } from '../api';
import { failed, OutcomeMessage, type Outcome } from '../components/outcome-message';
import { usePageTitle } from '../components/page-title';
import { inputClass, labelClass } from '../components/styles';

export const loader = ({ request }: LoaderFunctionArgs) =>
  readAdmin<typeof AssignmentRulesResponseSchema>('/api/admin/assignment-rules', request.signal);

const centreName = (id: string | null) =>
  id ? (CENTRES.find((c) => c.id === id)?.name ?? id) : 'Any centre';
const subjectName = (id: string | null) =>
  id ? (SUBJECTS.find((s) => s.id === id)?.name ?? id) : 'any subject';

/** The rule's fields from its form: an empty choice is "any". */
function ruleOf(form: HTMLFormElement) {
  const data = new FormData(form);
  return {
    centre: String(data.get('centre') ?? '') || null,
    subject: String(data.get('subject') ?? '') || null,
    method: data.get('method'),
    counsellors: data.getAll('counsellors').map(Number),
  };
}

/** A rule's fields, empty for a new one. */
function RuleFields({ rule, owners }: { rule?: AssignmentRule; owners: Owner[] }) {
  return (
    <>
      <label className={labelClass}>
        Centre
        <select name="centre" defaultValue={rule?.centre ?? ''} className={inputClass}>
          <option value="">Any centre</option>
          {CENTRES.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        Subject
        <select name="subject" defaultValue={rule?.subject ?? ''} className={inputClass}>
          <option value="">Any subject</option>
          {SUBJECTS.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        How
        <select name="method" defaultValue={rule?.method ?? 'round-robin'} className={inputClass}>
          {ASSIGNMENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {ASSIGNMENT_METHOD_TEXTS[m]}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="text-sm">
        <legend className={labelClass}>Among (none ticked: every available counsellor)</legend>
        {owners.map((o) => (
          <label key={o.id} className="mr-4 inline-flex items-center gap-1">
            <input
              type="checkbox"
              name="counsellors"
              value={o.id}
              defaultChecked={rule?.counsellors.includes(o.id)}
            />
            {o.name}
            {!o.available && <span className="text-muted"> (not available)</span>}
          </label>
        ))}
        {rule?.counsellors
          .filter((id) => !owners.some((o) => o.id === id))
          .map((id) => (
            <label key={id} className="mr-4 inline-flex items-center gap-1">
              <input type="checkbox" name="counsellors" value={id} defaultChecked />
              <span className="text-red-700">A disabled account: untick it to save the rule</span>
            </label>
          ))}
      </fieldset>
    </>
  );
}

function RuleRow({ rule, owners }: { rule: AssignmentRule; owners: Owner[] }) {
  const { revalidate } = useRevalidator();
  const [message, setMessage] = useState<Outcome>();
  async function run(url: string, body: object, done: string) {
    const outcome = await postAdmin(url, { ...body, version: rule.version });
    if (outcome.ok) await revalidate();
    setMessage(outcome.ok ? { ok: true, text: done } : failed(outcome));
  }
  const scope = `${centreName(rule.centre)}, ${subjectName(rule.subject)}`;
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <form
        aria-label={`Rule: ${scope}`}
        className="grid gap-3 sm:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          void run(`/api/admin/assignment-rules/${rule.id}`, ruleOf(e.currentTarget), 'Saved.');
        }}
      >
        <h3 className="font-semibold text-brand-900 sm:col-span-3">{scope}</h3>
        <RuleFields rule={rule} owners={owners} />
        <div className="flex gap-2 sm:col-span-3">
          <button type="submit" className="btn-primary">
            Save rule
          </button>
          <button
            type="button"
            className="btn-outline text-red-700"
            onClick={() =>
              void run(`/api/admin/assignment-rules/${rule.id}/delete`, {}, 'Deleted.')
            }
          >
            Delete
          </button>
        </div>
      </form>
      <OutcomeMessage outcome={message} onReloaded={() => setMessage(undefined)} />
    </li>
  );
}

export function Component() {
  const { rules, owners } = useLoaderData<typeof loader>();
  const { revalidate } = useRevalidator();
  const [message, setMessage] = useState<Outcome>();
  usePageTitle('Assignment');
  const available = owners.filter((o) => o.available);
  return (
    <section aria-labelledby="assignment-title" className="space-y-6">
      <h1 id="assignment-title" className="text-2xl font-bold text-brand-900">
        Assignment
      </h1>
      <p className="max-w-prose text-sm text-muted">
        A new lead goes to the rule of its centre and subject, else of its centre, else of its
        subject, else the fallback (any centre, any subject), passing over a rule none of whose
        counsellors is available. Its centre is its batch’s, else its phone’s country’s (India:
        Kochi, UAE: Dubai). Without a rule it arrives unassigned. Available now:{' '}
        {available.length > 0 ? available.map((o) => o.name).join(', ') : 'nobody'} (set on
        Accounts).
      </p>
      <ul className="space-y-4">
        {rules.map((rule) => (
          <RuleRow key={`${rule.id}-${rule.version}`} rule={rule} owners={owners} />
        ))}
      </ul>
      {rules.length === 0 && (
        <p className="text-sm">No rules yet: every lead arrives unassigned.</p>
      )}
      <h2 className="text-lg font-semibold text-brand-900">New rule</h2>
      <form
        aria-label="New rule"
        className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-3"
        onSubmit={async (e) => {
          e.preventDefault();
          const form = e.currentTarget;
          const outcome = await postAdmin('/api/admin/assignment-rules', ruleOf(form));
          if (outcome.ok) {
            form.reset();
            await revalidate();
          }
          setMessage(outcome.ok ? { ok: true, text: 'Rule added.' } : failed(outcome));
        }}
      >
        <RuleFields owners={owners} />
        <div className="sm:col-span-3">
          <button type="submit" className="btn-primary">
            Add rule
          </button>
        </div>
      </form>
      <OutcomeMessage outcome={message} onReloaded={() => setMessage(undefined)} />
    </section>
  );
}
