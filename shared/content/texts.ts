import { inLanguage, pathIn, type Lang, type Twin } from '../lang';
import { ACCESSIBILITY_PAGE } from './accessibility-page';
import { ACCESSIBILITY_PAGE_AR } from './accessibility-page.ar';
import { accessibilityStatement, type StatementSection } from './accessibility';
import { accessibilityStatementAr } from './accessibility.ar';
import { acknowledgement } from './acknowledgement';
import { acknowledgementAr } from './acknowledgement.ar';
import { batchNotice } from './batch-notice';
import { batchNoticeAr } from './batch-notice.ar';
import { BATCH_WORDS, type BatchWords } from './batch-words';
import { BATCH_WORDS_AR } from './batch-words.ar';
import { BLOG_WORDS } from './blog';
import { BLOG_WORDS_AR } from './blog.ar';
import { CHROME } from './chrome';
import { CHROME_AR } from './chrome.ar';
import { CENTRES, centreById, START_TIME_WORDS, type CentreId } from './centres';
import { CENTRES_AR, START_TIME_WORDS_AR } from './centres.ar';
import { COURSE_PAGE, courseKeyFacts, coursePhoneBar } from './course-page';
import { COURSE_PAGE_AR, courseKeyFactsAr, coursePhoneBarAr } from './course-page.ar';
import { AT_THEIR_SITE, TEAM_SIZES } from '../company-enquiry';
import { companyEnquiry } from './company-enquiry';
import { companyEnquiryAr } from './company-enquiry.ar';
import { SUBJECTS, subjectIn } from './courses';
import { enquirySection } from './enquiry';
import { FINDER_WORDS, type FinderWords } from './finder';
import { FINDER_WORDS_AR } from './finder.ar';
import { LIGHTBOX_WORDS, type LightboxWords } from './lightbox';
import { LIGHTBOX_WORDS_AR } from './lightbox.ar';
import {
  benefits,
  counters,
  fmPitch,
  heroSlides,
  recognitionCards,
  slogans,
  socialIntro,
  testimonialClaim,
  testimonials,
  tracks,
} from './home';
import {
  benefitsAr,
  countersAr,
  fmPitchAr,
  heroSlidesAr,
  recognitionCardsAr,
  slogansAr,
  socialIntroAr,
  testimonialClaimAr,
  testimonialsAr,
  tracksAr,
} from './home.ar';
import { HOME_PAGE } from './home-page';
import { PAGE_WORDS } from './page-words';
import { PAGE_WORDS_AR } from './page-words.ar';
import { contactCards, contactPage, type ContactCard } from './contacts';
import { contactCardsAr, contactPageAr } from './contacts.ar';
import {
  ACCREDITATION_CAPTION,
  aboutStory,
  accreditationsIntro,
  awards,
  chairmansLetter,
  counselling,
  disclaimerTerms,
  infrastructure,
  ourStory,
  visionMissionValues,
} from './academy';
import {
  ACCREDITATION_CAPTION_AR,
  aboutStoryAr,
  accreditationsIntroAr,
  awardsAr,
  chairmansLetterAr,
  counsellingAr,
  disclaimerTermsAr,
  infrastructureAr,
  ourStoryAr,
  visionMissionValuesAr,
} from './academy.ar';
import { HOME_PAGE_AR } from './home-page.ar';
import { NOT_FOUND_PAGE } from './not-found';
import { NOT_FOUND_PAGE_AR } from './not-found.ar';
import { enquirySectionAr } from './enquiry.ar';
import { PAGES, type Crumb, type PageInfo, type PageKey } from './pages';
import { PAGES_AR } from './pages.ar';
import { SERVER_MESSAGES } from './server-messages';
import { SERVER_MESSAGES_AR } from './server-messages.ar';
import { site } from './site';
import { siteAr } from './site.ar';

// The one way a page drawn on the server picks its words: each record beside its twin, chosen by the
// page's language. Islands are handed the words they show (their props), so a phone downloads one
// language.

export const batchWordsIn = (lang: Lang) =>
  inLanguage<BatchWords>(lang, { en: BATCH_WORDS, ar: BATCH_WORDS_AR });

export const blogWordsIn = (lang: Lang) =>
  inLanguage<Twin<typeof BLOG_WORDS>>(lang, { en: BLOG_WORDS, ar: BLOG_WORDS_AR });

/** The course finder's words in `lang`: handed to its island as a prop. */
export const finderWordsIn = (lang: Lang) =>
  inLanguage<FinderWords>(lang, { en: FINDER_WORDS, ar: FINDER_WORDS_AR });

/** The lightbox's words in `lang`: handed to a gallery's island as a prop. */
export const lightboxWordsIn = (lang: Lang) =>
  inLanguage<LightboxWords>(lang, { en: LIGHTBOX_WORDS, ar: LIGHTBOX_WORDS_AR });

/** The caption under an accreditation's image in the lightbox. */
export const accreditationCaptionIn = (lang: Lang) =>
  inLanguage(lang, { en: ACCREDITATION_CAPTION, ar: ACCREDITATION_CAPTION_AR });

export const chromeIn = (lang: Lang) => inLanguage(lang, { en: CHROME, ar: CHROME_AR });

export const coursePageIn = (lang: Lang) =>
  inLanguage<typeof COURSE_PAGE>(lang, { en: COURSE_PAGE, ar: COURSE_PAGE_AR });

export const keyFactsWordsIn = (lang: Lang) =>
  inLanguage(lang, { en: courseKeyFacts, ar: courseKeyFactsAr });

export const phoneBarWordsIn = (lang: Lang) =>
  inLanguage(lang, { en: coursePhoneBar, ar: coursePhoneBarAr });

/** A centre's name in `lang`. */
export const centreNameIn = (lang: Lang, id: CentreId) =>
  inLanguage(lang, {
    en: centreById(id).name,
    ar: CENTRES_AR.find((centre) => centre.id === id)?.name ?? centreById(id).name,
  });

/** The words of a centre's address in `lang` (none for online), codes and numbers the English record's. */
export const centreAddressIn = (lang: Lang, id: CentreId) =>
  inLanguage(lang, {
    en: centreById(id).address,
    ar: CENTRES_AR.find((centre) => centre.id === id)?.address ?? centreById(id).address,
  });

export const startTimeWordsIn = (lang: Lang) =>
  inLanguage(lang, { en: START_TIME_WORDS, ar: START_TIME_WORDS_AR });

/** A trail's links in `lang`. */
const crumbsIn = (lang: Lang, crumbs: readonly Crumb[]): Crumb[] =>
  crumbs.map((crumb) => (crumb.href ? { ...crumb, href: pathIn(lang, crumb.href) } : crumb));

interface PageWords {
  title: string;
  description: string;
  breadcrumb: readonly Crumb[];
}

/** A general page's record in `lang`: its words in that language, its path the English one. */
function pageIn(lang: Lang, page: PageWords & { path: string }, ar: PageWords): PageInfo {
  const words = inLanguage<PageWords>(lang, { en: page, ar });
  return { ...words, path: page.path, breadcrumb: crumbsIn(lang, words.breadcrumb) };
}

export const pagesIn = (lang: Lang) =>
  Object.fromEntries(
    Object.entries(PAGES).map(([key, page]) => [key, pageIn(lang, page, PAGES_AR[key as PageKey])]),
  ) as Record<PageKey, PageInfo>;

export const accessibilityPageIn = (lang: Lang) =>
  pageIn(lang, ACCESSIBILITY_PAGE, ACCESSIBILITY_PAGE_AR);

export const enquirySectionIn = (lang: Lang) =>
  inLanguage<{ kicker: string; heading: string }>(lang, {
    en: enquirySection,
    ar: enquirySectionAr,
  });

export const companyEnquiryIn = (lang: Lang) =>
  inLanguage<typeof companyEnquiry>(lang, { en: companyEnquiry, ar: companyEnquiryAr });

/** A choice of the company form: the value it sends (English, for the desk) and the words shown. */
export interface FormOption {
  value: string;
  label: string;
}

/** The company form's choices in `lang`: team sizes, the academy's subjects, and where to train. */
export function companyOptionsIn(lang: Lang) {
  const words = companyEnquiryIn(lang);
  return {
    teamSizes: TEAM_SIZES.map((value) => ({ value, label: words.teamSizes[value] })),
    subjects: SUBJECTS.map((subject) => ({
      value: subject.name,
      label: subjectIn(lang, subject).name,
    })),
    centres: [
      ...CENTRES.map((centre) => ({ value: centre.name, label: centreNameIn(lang, centre.id) })),
      { value: AT_THEIR_SITE, label: words.atOurSite },
    ],
  } satisfies Record<string, FormOption[]>;
}
export type CompanyOptions = ReturnType<typeof companyOptionsIn>;

interface Office {
  label: string;
  lines: readonly string[];
  mapsQuery: string;
}
type SiteWords = Omit<typeof site, 'tagline' | 'whatsappGreeting' | 'offices'> & {
  tagline: string;
  whatsappGreeting: string;
  offices: { india: Office; uae: Office };
};

/** The academy's identity in `lang`: the tagline and the offices' words translated, the rest as is. */
export const siteIn = (lang: Lang): SiteWords =>
  inLanguage<SiteWords>(lang, {
    en: site,
    ar: {
      ...site,
      tagline: siteAr.tagline,
      whatsappGreeting: siteAr.whatsappGreeting,
      offices: {
        india: { ...site.offices.india, ...siteAr.offices.india },
        uae: { ...site.offices.uae, ...siteAr.offices.uae },
      },
    },
  });

/** A general page's record (PAGES or the accessibility statement's) in `lang`, found by its path. */
export function pageInfoIn(lang: Lang, page: PageInfo): PageInfo {
  const pages = [...Object.values(pagesIn(lang)), accessibilityPageIn(lang)];
  return pages.find((twin) => twin.path === page.path) ?? page;
}

/** The home page's content and section words in `lang`: each list in the English order, facts its own. */
export function homeIn(lang: Lang) {
  const en = {
    slides: heroSlides,
    recognitionCards,
    slogans,
    fmPitch,
    benefits,
    testimonialClaim,
    testimonials,
    counters,
    tracks,
    socialIntro,
    words: HOME_PAGE,
  };
  return inLanguage<typeof en>(lang, {
    en,
    ar: {
      slides: heroSlidesAr,
      recognitionCards: recognitionCards.map((card, i) => ({ ...card, ...recognitionCardsAr[i] })),
      slogans: slogansAr,
      fmPitch: fmPitchAr,
      benefits: benefits.map((benefit, i) => ({ ...benefit, ...benefitsAr[i] })),
      testimonialClaim: testimonialClaimAr,
      testimonials: testimonialsAr,
      counters: counters.map((counter, i) => ({ ...counter, ...countersAr[i] })),
      tracks: tracksAr,
      socialIntro: socialIntroAr,
      words: HOME_PAGE_AR,
    },
  });
}

/** The not-found page in `lang`: its words translated, its search and paths the English record's. */
export const notFoundIn = (lang: Lang) =>
  inLanguage<typeof NOT_FOUND_PAGE>(lang, {
    en: NOT_FOUND_PAGE,
    ar: {
      ...NOT_FOUND_PAGE,
      ...NOT_FOUND_PAGE_AR,
      search: { ...NOT_FOUND_PAGE.search, ...NOT_FOUND_PAGE_AR.search },
      popular: NOT_FOUND_PAGE.popular.map((route, i) => ({
        ...route,
        label: NOT_FOUND_PAGE_AR.popular[i]!,
      })),
    } as unknown as typeof NOT_FOUND_PAGE,
  });

export const pageWordsIn = (lang: Lang) =>
  inLanguage<typeof PAGE_WORDS>(lang, { en: PAGE_WORDS, ar: PAGE_WORDS_AR });

/** The contacts page's words and cards in `lang`; numbers, links and offices the English cards' own. */
export function contactsIn(lang: Lang): {
  page: typeof contactPage;
  cards: readonly ContactCard[];
} {
  const offices = siteIn(lang).offices;
  return inLanguage<{ page: typeof contactPage; cards: readonly ContactCard[] }>(lang, {
    en: { page: contactPage, cards: contactCards },
    ar: {
      page: contactPageAr,
      cards: contactCards.map((card, i) => {
        const words = contactCardsAr[i]!;
        return {
          ...card,
          heading: words.heading,
          note: words.note,
          reach: card.reach && words.reach && { ...card.reach, ...words.reach },
          offices: card.offices && [offices.india, offices.uae],
        };
      }),
    },
  });
}

/** The academy's pages' content in `lang`, each list in the English order. */
export function academyIn(lang: Lang) {
  const en = {
    aboutStory,
    accreditationsIntro,
    awards,
    chairmansLetter,
    counselling,
    ourStory,
    disclaimerTerms,
    infrastructure: infrastructure as readonly {
      title: string;
      text: string;
      imageLabel: string;
    }[],
    visionMissionValues: visionMissionValues as readonly (Omit<
      (typeof visionMissionValues)[number],
      'title'
    > & { title: string })[],
  };
  return inLanguage<typeof en>(lang, {
    en,
    ar: {
      aboutStory: aboutStoryAr,
      accreditationsIntro: accreditationsIntroAr,
      awards: awardsAr,
      chairmansLetter: chairmansLetterAr,
      counselling: counsellingAr,
      ourStory: ourStoryAr,
      disclaimerTerms: disclaimerTermsAr,
      infrastructure: infrastructure.map((item, i) => ({ ...item, ...infrastructureAr[i] })),
      visionMissionValues: visionMissionValuesAr,
    },
  });
}

/** The accessibility statement in `lang`: its review date the English record's own. */
export const accessibilityStatementIn = (lang: Lang) =>
  inLanguage<{ intro: string; sections: readonly StatementSection[] }>(lang, {
    en: accessibilityStatement,
    ar: accessibilityStatementAr,
  });

/** The visitor's acknowledgement email's words in `lang`. */
export const acknowledgementIn = (lang: Lang) =>
  inLanguage<Twin<typeof acknowledgement>>(lang, { en: acknowledgement, ar: acknowledgementAr });

/** The centres with an address, each as the acknowledgement names it, in `lang`. */
export const centreAddressesIn = (lang: Lang) =>
  inLanguage(lang, {
    en: CENTRES.flatMap((centre) =>
      centre.address ? [{ name: centre.name, ...centre.address }] : [],
    ),
    ar: CENTRES_AR.flatMap((centre) =>
      centre.address ? [{ name: centre.name, ...centre.address }] : [],
    ),
  });

/** What the server answers a visitor when it cannot do what was asked, in `lang`. */
export const serverMessagesIn = (lang: Lang) =>
  inLanguage<Twin<typeof SERVER_MESSAGES>>(lang, { en: SERVER_MESSAGES, ar: SERVER_MESSAGES_AR });

/** The notice of a cancelled or withdrawn batch, in `lang`. */
export const batchNoticeIn = (lang: Lang) =>
  inLanguage<Twin<typeof batchNotice>>(lang, { en: batchNotice, ar: batchNoticeAr });
