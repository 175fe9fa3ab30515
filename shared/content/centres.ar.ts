// The Arabic words of the centres (content/centres.ts): each centre's name and the words of its
// address, and what each teaching zone is called beside a time. Ids, zones, postal codes and
// country codes are centres.ts's own; building and road names stay as written in English.

import type { Centre, CentreAddress, StartTimeWords, TeachingZone } from './centres';
import { siteAr } from './site.ar';

/** A centre's words, in CENTRES' order; a centre without an address (online) has none here. */
type CentreWords = Pick<Centre, 'id' | 'name'> & {
  address: Pick<CentreAddress, 'streetAddress' | 'addressLocality' | 'addressRegion'> | null;
};

const [, india1] = siteAr.offices.india.lines;

export const CENTRES_AR: readonly CentreWords[] = [
  {
    id: 'kochi',
    name: 'كوتشي',
    address: {
      streetAddress: india1,
      addressLocality: 'كوتشي',
      addressRegion: 'كيرالا',
    },
  },
  {
    id: 'dubai',
    name: 'دبي',
    address: { streetAddress: siteAr.offices.uae.lines[1], addressLocality: 'دبي' },
  },
  {
    id: 'sharjah',
    name: 'الشارقة',
    address: { streetAddress: 'Example Business Centre، المجاز', addressLocality: 'الشارقة' },
  },
  {
    id: 'abu-dhabi',
    name: 'أبوظبي',
    address: { streetAddress: 'Example Tower، شارع حمدان', addressLocality: 'أبوظبي' },
  },
  { id: 'online', name: 'عبر الإنترنت', address: null },
];

/** What a zone is called beside a time, as in "09:00 بتوقيت الإمارات (UTC+4)". */
export const ZONE_NAMES_AR: Record<TeachingZone, string> = {
  'Asia/Dubai': 'بتوقيت الإمارات',
  'Asia/Kolkata': 'بتوقيت الهند',
};

export const START_TIME_WORDS_AR: StartTimeWords = {
  zones: ZONE_NAMES_AR,
  nextDay: '، في اليوم التالي',
  dayBefore: '، في اليوم السابق',
};
