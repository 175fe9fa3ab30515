import { site } from '../../../shared/content/site';
import { academyIn, pageWordsIn } from '../../../shared/content/texts';
import type { Lang } from '../../../shared/lang';
import { WithCodes } from '../../islands/ui/with-codes';

const initials = (name: string) =>
  name
    .split(' ')
    .filter(Boolean)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

/** The Chairman's Message (/chairmans-message): the chairman beside his letter. */
export function ChairmansLetter({ lang }: { lang: Lang }) {
  const { chairmansLetter } = academyIn(lang);
  const [first, ...rest] = chairmansLetter.paragraphs;
  return (
    <section className="bg-brand-50 section-y">
      <div className="container-page grid gap-10 lg:grid-cols-12">
        <aside className="lg:col-span-4">
          <div className="card p-8 text-center lg:sticky lg:top-24">
            <span
              aria-hidden="true"
              className="mx-auto flex size-28 items-center justify-center rounded-full bg-gradient-to-br from-brand-800 to-accent-600 text-4xl font-extrabold text-white ring-4 ring-gold-400 ring-offset-4"
            >
              {initials(chairmansLetter.signature)}
            </span>
            <p className="mt-6 text-xl font-bold text-brand-900">
              <WithCodes text={chairmansLetter.signature} lang={lang} />
            </p>
            <p className="text-sm font-semibold text-accent-600">
              {chairmansLetter.role}, <bdi>{site.name}</bdi>
            </p>
            <p className="mt-4 text-sm leading-relaxed text-muted">
              <WithCodes text={chairmansLetter.bio} />
            </p>
          </div>
        </aside>
        <article className="card p-8 sm:p-12 lg:col-span-8">
          {/* In the flow above the greeting, so it never lies over the words at any width. */}
          <span className="icon-quote-filled size-10 text-gold-100" />
          <p className="mt-4 text-xl font-semibold text-brand-900">
            <WithCodes text={chairmansLetter.greeting} />
          </p>
          <p className="mt-6 text-lead text-ink">
            <WithCodes text={first} />
          </p>
          {rest.map((p) => (
            <p key={p.slice(0, 40)} className="mt-5 leading-relaxed text-muted">
              <WithCodes text={p} />
            </p>
          ))}
          <footer className="mt-10 border-t border-line pt-8">
            <p className="text-muted">{pageWordsIn(lang).chairman.regards}</p>
            <p className="mt-3 font-bold text-brand-900">
              <WithCodes text={chairmansLetter.signature} lang={lang} />
            </p>
            <p className="text-sm text-muted">
              {chairmansLetter.role}, <bdi>{site.name}</bdi>
            </p>
          </footer>
        </article>
      </div>
    </section>
  );
}
