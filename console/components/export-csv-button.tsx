import { useState } from 'react';
import { downloadAdmin } from '../api';

/**
 * Exports the leads the filter shows. The export is a POST (it is recorded in the audit log under
 * the staff member's name), so it is a button that fetches the file, not a link anything could follow.
 */
export function ExportCsvButton({ filter }: { filter: Record<string, string> }) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });

  async function onClick() {
    setState({ busy: true });
    const outcome = await downloadAdmin('/api/admin/leads.csv', filter, 'leads.csv');
    setState(outcome.ok ? { busy: false } : { busy: false, error: outcome.message });
  }

  return (
    <div className="ml-auto flex items-center gap-3">
      {state.error && (
        <p role="alert" className="text-sm text-red-700">
          {state.error}
        </p>
      )}
      <button
        type="button"
        className="btn-outline text-brand-900"
        onClick={() => void onClick()}
        disabled={state.busy}
      >
        {state.busy ? 'Exporting…' : 'Export CSV'}
      </button>
    </div>
  );
}
