import { Accordion } from './pages/accordion';
import { SectionHeading } from './ui/section-heading';
import { WithCodes } from './ui/with-codes';

/**
 * The counselling page's services in the accordion: an island hydrated once the page is on screen (a
 * keyboard user may reach it soon, and a key pressed before it is live does nothing). The services'
 * words come as props (the accordion's items carry elements, which Astro cannot pass), so its code
 * does not carry the rest of shared/content/academy.
 */
export function CounsellingServices({
  services,
  words,
}: {
  services: readonly { title: string; text: string }[];
  words: { servicesKicker: string; servicesHeading: string; servicesIntro: string };
}) {
  return (
    <section aria-labelledby="services-heading" className="section-y">
      <div className="container-page grid gap-10 lg:grid-cols-3">
        <div>
          <SectionHeading id="services-heading" kicker={words.servicesKicker}>
            {words.servicesHeading}
          </SectionHeading>
          <p className="mt-4 text-muted">{words.servicesIntro}</p>
        </div>
        <div className="lg:col-span-2">
          <Accordion
            items={services.map((service) => ({
              title: service.title,
              body: (
                <p>
                  <WithCodes text={service.text} />
                </p>
              ),
            }))}
          />
        </div>
      </div>
    </section>
  );
}
