import type { counters as homeCounters } from '../../../shared/content/home';
import { useCountUp } from './use-count-up';

/** 50+, 180+, 800+: figures that count up when scrolled into view. */
export function Counters({
  counters,
  heading,
}: {
  counters: typeof homeCounters;
  heading: string;
}) {
  const ref = useCountUp<HTMLElement>();
  return (
    <section
      ref={ref}
      aria-labelledby="counters-heading"
      className="relative overflow-hidden bg-brand-900 py-16 text-white sm:py-20"
    >
      <div
        aria-hidden="true"
        className="absolute -end-24 -top-24 size-80 rounded-full border-[3rem] border-white/5"
      />
      <div className="relative container-page">
        <h2 id="counters-heading" className="sr-only">
          {heading}
        </h2>
        <ul className="grid gap-10 text-center sm:grid-cols-3">
          {counters.map((c) => (
            <li key={c.label} data-testid="counter">
              <p className="text-5xl font-extrabold tracking-tight text-gold-400 tabular-nums sm:text-6xl">
                {/* Screen readers get the final figure once, not every frame. */}
                <span className="sr-only">{`${c.value}${c.suffix}`}</span>
                <span aria-hidden="true" data-testid="counter-value">
                  <span data-count-to={c.value}>{c.value}</span>
                  {c.suffix}
                </span>
              </p>
              <p className="mt-2 text-lg font-medium text-brand-100">{c.label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
