import type { Accreditation } from '../schemas/accreditations';

/** The five accreditations of the specification: the public cards, and the first entries seeded for the lightbox. */
export const DEFAULT_ACCREDITATIONS: readonly Accreditation[] = [
  { title: 'iwfm', imagepath: '/images/accreditations/iwfm.webp' },
  { title: 'MEFMA', imagepath: '/images/accreditations/mefma.webp' },
  { title: 'CPD', imagepath: '/images/accreditations/cpd.webp' },
  { title: 'ISO 9001:2015', imagepath: '/images/accreditations/iso-9001-2015.webp' },
  { title: 'ISO 21001:2018', imagepath: '/images/accreditations/iso-21001-2018.webp' },
];

/**
 * File stem of an accreditation's image path: '/images/accreditations/iwfm.webp' → 'iwfm'. Here, not
 * beside the About page's badges, so the gallery island does not import the badges' page texts.
 */
export const accreditationImageName = (imagepath: string) =>
  imagepath.replace(/^.*\//, '').replace(/\.[a-z0-9]+$/i, '');
