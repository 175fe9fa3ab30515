import { useId } from 'react';
import { WithCodes } from './with-codes';

/** A page section with an optional kicker and heading, on a white or tinted band. */
export function Section({
  title,
  kicker,
  tinted = false,
  id,
  children,
  className = '',
}: {
  title?: string;
  kicker?: string;
  tinted?: boolean;
  id?: string;
  children: React.ReactNode;
  className?: string;
}) {
  const generatedId = useId();
  const headingId = id ? `${id}-heading` : generatedId;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={`${tinted ? 'bg-brand-50' : ''} py-14 sm:py-16 ${className}`}
    >
      <div className="container-page">
        {kicker && (
          <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">
            <WithCodes text={kicker} />
          </p>
        )}
        {title && (
          <h2 id={headingId} className="mt-1 text-2xl font-bold text-brand-900 sm:text-3xl">
            <WithCodes text={title} />
          </h2>
        )}
        <div className={title ? 'mt-8' : ''}>{children}</div>
      </div>
    </section>
  );
}
