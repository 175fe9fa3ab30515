import type { ContactCard as ContactCardData } from '../../../shared/content/contacts';
import { IconBadge } from '../../islands/ui/icon-badge';
import { mapsDirectionsUrl } from './maps';
import { chromeIn, pageWordsIn } from '../../../shared/content/texts';
import { fill, type Lang } from '../../../shared/lang';
import { WithCodes } from '../../islands/ui/with-codes';

const ICONS = { phone: 'icon-phone', email: 'icon-mail', address: 'icon-map-pin' } as const;

/** One way to reach the academy: a number or address with the link that uses it, or the offices with directions. */
export function ContactCard({
  card,
  className = '',
  lang,
}: {
  card: ContactCardData;
  className?: string;
  lang: Lang;
}) {
  const words = pageWordsIn(lang).contacts;
  const { reach, offices } = card;
  const icon = ICONS[card.icon];
  return (
    <li className={`flex flex-col card p-7 ${className}`}>
      <IconBadge icon={icon} tone="navy" />
      <h2 className="mt-5 text-xl font-bold text-brand-900">{card.heading}</h2>
      <p className="mt-2 text-sm text-muted">
        <WithCodes text={card.note} />
      </p>
      {reach && (
        <>
          <p className="mt-4 mb-6 text-lg font-bold [overflow-wrap:anywhere] text-brand-900">
            <bdi dir="ltr">{reach.value}</bdi>
          </p>
          <a href={reach.href} className="mt-auto btn-primary self-start">
            <span className={`${icon} size-4`} />
            {reach.action}
            <span className="sr-only">
              <WithCodes text={reach.actionDetail} />
            </span>
          </a>
        </>
      )}
      {offices && (
        <div className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
          {offices.map((office) => (
            <div key={office.label}>
              <h3 className="text-sm font-bold tracking-wide text-brand-900 uppercase">
                {office.label}
              </h3>
              <address className="mt-1 text-sm leading-relaxed text-muted not-italic">
                <WithCodes text={office.lines.join(words.addressSeparator)} />
              </address>
              <a
                href={mapsDirectionsUrl(office.mapsQuery)}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-600 underline-offset-4 hover:underline"
              >
                <span className="icon-navigation size-4" />
                {chromeIn(lang).cta.getDirection}
                <span className="sr-only">
                  {fill(words.directionsTo, { office: office.label })}
                </span>
              </a>
            </div>
          ))}
        </div>
      )}
    </li>
  );
}
