// The enquiry block's words, on every page that carries it (site/layouts/EnquirySection.astro). The
// invitation and contacts beside the form are site/islands/forms/enquiry-contacts.tsx.
export const enquirySection = {
  kicker: 'Free consultation',
  heading: 'Send us an enquiry',
} as const;
