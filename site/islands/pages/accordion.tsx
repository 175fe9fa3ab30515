import { useId, useRef, useState } from 'react';
import { WithCodes } from '../ui/with-codes';

export interface AccordionItem {
  title: string;
  body: React.ReactNode;
}

/**
 * The WAI-ARIA accordion pattern: each header is a button with aria-expanded and aria-controls,
 * each panel a region named by its header. Panels open and close independently; the arrow keys,
 * Home and End move between headers. Closed panels stay in the HTML (hidden), so their text is
 * in the prerendered page.
 */
export function Accordion({
  items,
  initiallyOpen = [0],
  headingLevel = 3,
}: {
  items: AccordionItem[];
  initiallyOpen?: number[];
  headingLevel?: 2 | 3 | 4;
}) {
  const [open, setOpen] = useState(() => new Set(initiallyOpen));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className="divide-y divide-line overflow-hidden rounded-card border border-line bg-white shadow-card">
      {items.map((item, i) => {
        const expanded = open.has(i);
        const buttonId = `${baseId}-button-${i}`;
        const panelId = `${baseId}-panel-${i}`;
        return (
          <div key={item.title}>
            <Heading className="m-0">
              <button
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(i)}
                onKeyDown={(event) => onKeyDown(event, i)}
                className={`flex w-full items-center gap-4 px-6 py-5 text-start text-lg font-semibold transition-colors hover:bg-brand-50 ${expanded ? 'text-accent-700' : 'text-brand-900'}`}
              >
                <span
                  aria-hidden="true"
                  className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${expanded ? 'bg-accent-600 text-white' : 'bg-brand-100 text-brand-800'}`}
                >
                  {i + 1}
                </span>
                <span className="flex-1">
                  <WithCodes text={item.title} />
                </span>
                <span
                  className={`icon-chevron-down size-5 shrink-0 transition-transform ${expanded ? 'rotate-180' : ''}`}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-6 ps-18 pb-6 leading-relaxed text-muted"
            >
              {item.body}
            </div>
          </div>
        );
      })}
    </div>
  );
}
