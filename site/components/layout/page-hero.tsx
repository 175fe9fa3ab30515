import type { Crumb } from '../../../shared/content/pages';
import { chromeIn } from '../../../shared/content/texts';
import type { Lang } from '../../../shared/lang';
import { WithCodes } from '../../islands/ui/with-codes';

/** The banner at the top of every inner page: the h1 and the breadcrumb trail. */
export function PageHero({
  title,
  breadcrumb,
  kicker,
  children,
  lang,
}: {
  title: string;
  breadcrumb: readonly Crumb[];
  kicker?: string;
  children?: React.ReactNode;
  lang: Lang;
}) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-accent-600 text-white">
      <div className="container-page py-12 sm:py-16">
        {breadcrumb.length > 0 && <Breadcrumb items={breadcrumb} lang={lang} />}
        {kicker && (
          <p className="mt-4 text-sm font-semibold tracking-wide text-gold-400 uppercase">
            <WithCodes text={kicker} lang={lang} />
          </p>
        )}
        <h1 className="mt-2 max-w-4xl text-3xl font-bold sm:text-4xl lg:text-5xl">
          <WithCodes text={title} lang={lang} />
        </h1>
        {children}
      </div>
    </section>
  );
}

export function Breadcrumb({ items, lang }: { items: readonly Crumb[]; lang: Lang }) {
  return (
    <nav aria-label={chromeIn(lang).breadcrumb}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-brand-100">
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`} className="flex items-center gap-1">
            {i > 0 && <span aria-hidden="true">/</span>}
            {item.href && i < items.length - 1 ? (
              <a href={item.href} className="underline-offset-4 hover:underline">
                <WithCodes text={item.label} />
              </a>
            ) : (
              <span aria-current={i === items.length - 1 ? 'page' : undefined}>
                <WithCodes text={item.label} />
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
