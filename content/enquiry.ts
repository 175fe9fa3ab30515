// The enquiry block's words, on every page that carries it (app/layouts/EnquirySection.astro). The
// invitation and contacts beside the form are app/components/forms/enquiry-contacts.tsx.
export const enquirySection = {
  kicker: 'Free consultation',
  heading: 'Send us an enquiry',
} as const;
