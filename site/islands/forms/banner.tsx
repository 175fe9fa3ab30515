/** The success and error banners above a form; live regions so screen readers announce them. */
export function FormBanners({ success, error }: { success?: string; error?: string }) {
  return (
    <>
      <div role="status" aria-live="polite">
        {success && (
          <p
            className="mb-4 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm font-medium text-green-900"
            data-testid="form-success"
          >
            {success}
          </p>
        )}
      </div>
      <div role="alert">
        {error && (
          <p
            className="mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
            data-testid="form-error"
          >
            {error}
          </p>
        )}
      </div>
    </>
  );
}
