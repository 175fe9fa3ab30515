import type { Route } from './+types/register';
import { RegistrationForm } from '../components/forms/registration-form';
import { GeneralPageHero } from '../components/pages/general-page-hero';
import { Section } from '../components/ui/section';
import { disclaimerTerms } from '../../content/academy';
import { PAGES } from '../../content/pages';
import { metaFor } from '../lib/route-meta';

export const meta: Route.MetaFunction = ({ matches }) => metaFor(PAGES.register, matches);

export default function Register() {
  return (
    <>
      <GeneralPageHero page={PAGES.register} />
      <Section>
        <div className="max-w-4xl rounded-2xl border border-brand-100 p-6 shadow-sm sm:p-8">
          <p className="mb-6 text-muted">Fields marked * are required. We use your details only to process your registration and contact you about it.</p>
          <RegistrationForm />
        </div>
      </Section>
      <Section title="Disclaimer" tinted>
        <ol className="max-w-4xl list-decimal space-y-2 pl-6 leading-relaxed text-muted">
          {disclaimerTerms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ol>
      </Section>
    </>
  );
}
