import { site } from './site';

// Where batches run. A centre's time zone is the one its timetable is printed in; an online batch
// names its own zone (the two the academy teaches in). Addresses are the academy's fictional
// defaults, like site.ts's: an academy makes them its own here.

export const CENTRE_IDS = ['kochi', 'dubai', 'sharjah', 'abu-dhabi', 'online'] as const;
export type CentreId = (typeof CENTRE_IDS)[number];

export const TEACHING_ZONES = ['Asia/Dubai', 'Asia/Kolkata'] as const;
export type TeachingZone = (typeof TEACHING_ZONES)[number];

/** schema.org PostalAddress fields; addressCountry is ISO 3166-1 alpha-2. */
export interface CentreAddress {
  streetAddress: string;
  addressLocality: string;
  addressRegion?: string;
  postalCode?: string;
  addressCountry: 'IN' | 'AE';
}

/**
 * When a centre's admissions desk answers leads, on its own clock: the weekdays it opens (ISO: 1 is
 * Monday, 7 Sunday) and its hours. A lead's first response is counted within them.
 */
export interface WorkingWeek {
  days: readonly number[];
  opens: string;
  closes: string;
}

export interface Centre {
  id: CentreId;
  name: string;
  /** The zone of its timetable; null for online, whose batches name theirs. */
  zone: TeachingZone | null;
  address: CentreAddress | null;
  /** Null for online, which has no desk of its own: its leads are answered in their zone's hours. */
  hours: WorkingWeek | null;
}

// Kerala's weekend is Sunday; the UAE's has been Saturday and Sunday since 2022.
const KERALA_WEEK: WorkingWeek = { days: [1, 2, 3, 4, 5, 6], opens: '09:00', closes: '18:00' };
const UAE_WEEK: WorkingWeek = { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' };

const [, india1] = site.offices.india.lines;

export const CENTRES: readonly Centre[] = [
  {
    id: 'kochi',
    name: 'Kochi',
    zone: 'Asia/Kolkata',
    address: {
      streetAddress: india1,
      addressLocality: 'Kochi',
      addressRegion: 'Kerala',
      postalCode: '682000',
      addressCountry: 'IN',
    },
    hours: KERALA_WEEK,
  },
  {
    id: 'dubai',
    name: 'Dubai',
    zone: 'Asia/Dubai',
    address: {
      streetAddress: site.offices.uae.lines[1],
      addressLocality: 'Dubai',
      addressCountry: 'AE',
    },
    hours: UAE_WEEK,
  },
  {
    id: 'sharjah',
    name: 'Sharjah',
    zone: 'Asia/Dubai',
    address: {
      streetAddress: 'Example Business Centre, Al Majaz',
      addressLocality: 'Sharjah',
      addressCountry: 'AE',
    },
    hours: UAE_WEEK,
  },
  {
    id: 'abu-dhabi',
    name: 'Abu Dhabi',
    zone: 'Asia/Dubai',
    address: {
      streetAddress: 'Example Tower, Hamdan Street',
      addressLocality: 'Abu Dhabi',
      addressCountry: 'AE',
    },
    hours: UAE_WEEK,
  },
  { id: 'online', name: 'Online', zone: null, address: null, hours: null },
];

const byId = new Map(CENTRES.map((centre) => [centre.id, centre]));
export const centreById = (id: CentreId): Centre => byId.get(id)!;

/** The academy's main centre's zone (Kochi): the console's times where nothing names another. */
export const MAIN_ZONE: TeachingZone = 'Asia/Kolkata';

/** The working week of a zone's first centre with a desk (Kochi's for India, Dubai's for the UAE). */
export const workingWeekIn = (zone: TeachingZone): WorkingWeek =>
  CENTRES.find((centre) => centre.zone === zone && centre.hours)!.hours!;

/** What a zone is called beside a time: the place people know it by. */
export const ZONE_NAMES: Record<TeachingZone, string> = {
  'Asia/Dubai': 'UAE time',
  'Asia/Kolkata': 'India time',
};

/** How a start time is written beside its zone, and the day it falls on in the other zone. */
export interface StartTimeWords {
  zones: Record<TeachingZone, string>;
  nextDay: string;
  dayBefore: string;
}
export const START_TIME_WORDS: StartTimeWords = {
  zones: ZONE_NAMES,
  nextDay: ', the next day',
  dayBefore: ', the day before',
};

/** The other teaching zone: an online batch shows its time in both. */
export const otherZone = (zone: TeachingZone): TeachingZone =>
  zone === 'Asia/Dubai' ? 'Asia/Kolkata' : 'Asia/Dubai';

/** Streamed modes need the Online centre; the others a classroom. */
export const ONLINE_MODES: ReadonlySet<string> = new Set(['Online live', 'Live online']);
