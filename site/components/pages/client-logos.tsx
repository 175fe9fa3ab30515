import { clients } from '../../../shared/content/home';
import { slugify } from '../../../shared/slug';
import { Picture } from '../../islands/ui/picture';
import { SectionHeading } from '../../islands/ui/section-heading';

/** The organisations our learners work for, as built logo images with the name as alt text. */
export function ClientLogos({
  heading,
  kicker = 'Where our learners work',
  tinted = false,
}: {
  heading: string;
  kicker?: string;
  tinted?: boolean;
}) {
  return (
    <section
      aria-labelledby="clients-heading"
      className={`section-y ${tinted ? 'bg-brand-50' : ''}`}
    >
      <div className="container-page">
        <SectionHeading id="clients-heading" kicker={kicker} wide>
          {heading}
        </SectionHeading>
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {clients.map((client) => (
            <li key={client} className="card px-4 py-3">
              <Picture
                group="logos"
                name={slugify(client)}
                alt={client}
                sizes="(min-width: 1024px) 240px, 45vw"
                className="mx-auto block h-auto w-full max-w-60"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
