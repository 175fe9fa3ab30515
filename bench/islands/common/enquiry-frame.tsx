import type { ReactNode } from 'react';
import { EnquiryContacts } from '../../../app/components/forms/enquiry-contacts';

/** The enquiry block's markup (app/components/forms/enquiry-section.tsx) with the form as its child: the frame is never hydrated, the form is an island. */
export function EnquiryFrame({ heading = 'Send us an enquiry', children }: { heading?: string; children?: ReactNode }) {
  return (
    <section id="enquiry" aria-labelledby="enquiry-heading" className="scroll-mt-20 bg-brand-50 py-14 sm:py-16">
      <div className="container-page grid gap-10 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">Free consultation</p>
          <h2 id="enquiry-heading" className="mt-1 text-2xl font-bold text-brand-900 sm:text-3xl">
            {heading}
          </h2>
          <EnquiryContacts />
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8 lg:col-span-3">{children}</div>
      </div>
    </section>
  );
}
