import { WithCodes } from './with-codes';
/** The kicker-and-heading pair that opens most page sections; `id` is what the section's aria-labelledby points at. */
export function SectionHeading({
  id,
  kicker,
  wide = false,
  children,
}: {
  id: string;
  kicker: string;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <>
      <p className="eyebrow">
        <WithCodes text={kicker} />
      </p>
      <h2 id={id} className={`mt-2 text-title text-brand-900 ${wide ? 'max-w-2xl' : ''}`}>
        {typeof children === 'string' ? <WithCodes text={children} /> : children}
      </h2>
    </>
  );
}
