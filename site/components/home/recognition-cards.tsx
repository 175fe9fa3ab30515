import { homeIn } from '../../../shared/content/texts';
import { pathIn, type Lang } from '../../../shared/lang';
import { Picture } from '../../islands/ui/picture';
import { SectionHeading } from '../../islands/ui/section-heading';
import { WithCodes } from '../../islands/ui/with-codes';

/** The four accreditation and award cards under the hero. */
export function RecognitionCards({ lang }: { lang: Lang }) {
  const { recognitionCards, words } = homeIn(lang);
  return (
    <section aria-labelledby="recognition-heading" className="section-y">
      <div className="container-page">
        <SectionHeading id="recognition-heading" kicker={words.recognition.kicker} wide>
          {words.recognition.heading}
        </SectionHeading>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {recognitionCards.map((card) => (
            <li
              key={card.title}
              className="group relative flex flex-col card p-6 transition-shadow hover:shadow-lift"
            >
              <Picture
                group={card.image.group}
                name={card.image.name}
                alt=""
                sizes="128px"
                className={`block h-24 rounded-xl object-cover ${card.image.group === 'cards' ? 'w-32' : 'w-24'}`}
              />
              <h3 className="mt-5 text-lg font-bold text-brand-900">
                <WithCodes text={card.title} />
              </h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">
                <WithCodes text={card.text} />
              </p>
              <a
                href={pathIn(lang, card.href)}
                className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-accent-600 after:absolute after:inset-0 after:rounded-card"
              >
                {card.href === '/awards'
                  ? words.recognition.seeAwards
                  : words.recognition.seeAccreditations}
                <span className="sr-only">
                  : <WithCodes text={card.title} />
                </span>
                <span className="icon-arrow-right size-4 transition-transform group-hover:translate-x-0.5 rtl:rotate-180 rtl:group-hover:-translate-x-0.5" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
