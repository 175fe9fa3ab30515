/** What a form's banners say: its success (with what happens next and the reference to quote), or its error. */
export interface Banner {
  success?: string;
  /** Said before the reference ("Your reference:"), in the page's language. */
  referenceLabel?: string;
  next?: string;
  reference?: string;
  error?: string;
}

/** Which banner the visitor is taken to after a Send: the one that is shown. */
export const BANNER_SHOWN = '[data-banner-shown]';

/**
 * The success and error banners above a form; live regions so screen readers announce them. Each
 * can take the focus (tabindex -1) so that a visitor whose Send is answered is taken to the answer
 * (use-lead-form.ts).
 */
export function FormBanners({ success, next, reference, referenceLabel, error }: Banner) {
  return (
    <>
      <div role="status" aria-live="polite">
        {success && (
          <div
            tabIndex={-1}
            data-banner-shown
            className="mb-4 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900"
            data-testid="form-confirmation"
          >
            <p className="font-medium" data-testid="form-success">
              {success}
            </p>
            {reference && (
              <p className="mt-1">
                {referenceLabel}{' '}
                <bdi>
                  <strong data-testid="form-reference">{reference}</strong>
                </bdi>
              </p>
            )}
            {next && <p className="mt-1">{next}</p>}
          </div>
        )}
      </div>
      <div role="alert">
        {error && (
          <p
            tabIndex={-1}
            data-banner-shown
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
