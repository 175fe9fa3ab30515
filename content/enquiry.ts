// The enquiry block's words, on every page that carries it (app/layouts/EnquirySection.astro on
// Astro pages, app/components/forms/enquiry-section.tsx on React Router's): one source, so the two
// cannot drift while both exist. The invitation and contacts beside the form are one component
// (app/components/forms/enquiry-contacts.tsx) drawn by both.
export const enquirySection = {
  kicker: 'Free consultation',
  heading: 'Send us an enquiry',
} as const;
