// The course finder's words in Arabic (finder.ts), key for key. Counts take every
// Arabic plural form (zero, one, two, few, many, other), chosen by Intl.PluralRules.
import type { CountWords, FinderWords } from './finder';

/** A count in Arabic: every plural category present, so the type check catches a missing one. */
type ArabicCountWords = CountWords & Record<Intl.LDMLPluralRule, string>;

export const FINDER_WORDS_AR: FinderWords & {
  showingAll: ArabicCountWords;
  courseCount: ArabicCountWords;
} = {
  form: 'الدورات',
  legend: 'البحث والتصفية',
  search: 'ابحث في الدورات',
  placeholder: 'مثل: IELTS، المشتريات، PMP',
  hint: 'يشمل البحث عناوين الدورات واختصاراتها ومجالاتها وكلماتها المفتاحية، بالعربية والإنجليزية.',
  // What was typed sits between isolation marks (U+2068, U+2069): a Latin search word does not
  // reorder the Arabic sentence around it.
  searchCount: 'الدورات المطابقة لـ«\u2068{q}\u2069»: {matching} من أصل {total}.',
  toggle: 'عوامل التصفية ({count})',
  labels: {
    subject: 'المجال',
    duration: 'المدة',
    mode: 'نمط الدراسة',
    centre: 'المركز',
    month: 'شهر البدء',
  },
  any: {
    subject: 'جميع المجالات',
    duration: 'أي مدة',
    mode: 'أي نمط دراسة',
    centre: 'أي مركز',
    month: 'أي شهر',
  },
  durations: {
    short: 'حتى 25 ساعة',
    medium: 'من 26 إلى 60 ساعة',
    long: 'عدة أسابيع أو أشهر',
    flexible: 'مرنة، بالوتيرة التي تناسبك',
  },
  modeFilters: {
    classroom: 'في قاعة الدراسة',
    'live-online': 'مباشر عبر الإنترنت',
    'one-to-one': 'فردي (1-1)',
  },
  showingAll: {
    zero: 'لا توجد دورات',
    one: 'عرض الدورة الوحيدة',
    two: 'عرض الدورتين كلتيهما',
    few: 'عرض جميع الدورات ({count} دورات)',
    many: 'عرض جميع الدورات ({count} دورة)',
    other: 'عرض جميع الدورات ({count} دورة)',
  },
  matching: 'الدورات المطابقة: {matching} من أصل {total}',
  courseCount: {
    zero: 'لا دورات',
    one: 'دورة واحدة',
    two: 'دورتان',
    few: '{count} دورات',
    many: '{count} دورة',
    other: '{count} دورة',
  },
  activeFilters: 'عوامل التصفية المطبّقة',
  chip: '{filter}: {value}',
  searchChip: 'البحث: «\u2068{q}\u2069»',
  remove: 'إزالة {chip}',
  clearAll: 'مسح جميع عوامل التصفية',
  facts: 'المدة: {duration} · أنماط الدراسة: {modes}',
  listSeparator: '، ',
  nextStart: 'البداية القادمة: {date} · {centre} · {mode}',
  empty: {
    heading: 'لا توجد دورة تطابق جميع عوامل التصفية هذه',
    text: 'جرّب كلمة بحث أقصر أو مختلفة، أو أزل أحد عوامل التصفية أعلاه. يمكنك البحث بعناوين الدورات أو باختصاراتها مثل PMP أو CFM أو بأسماء المجالات.',
    call: 'لست متأكدًا من الدورة المناسبة لك؟ اتصل بنا على',
    or: 'أو',
    enquire: 'أرسل إلينا استفسارك',
    after: 'للحصول على استشارة مجانية.',
  },
  withoutScripts: {
    needScripts: 'يتطلب البحث والتصفية تفعيل JavaScript.',
    showAll: 'عرض جميع الدورات ({total})',
    allListed:
      'يتطلب البحث والتصفية تفعيل JavaScript. وجميع الدورات ({total}) معروضة في هذه الصفحة مصنّفةً حسب المجال.',
  },
};

/**
 * The Latin names of the catalogue as Arabic speakers type them: the finder reads each of these in a
 * search as its Latin name, so "ستة سيجما" finds what "Six Sigma" finds, on either page. Written as
 * people type them; the search folds hamza, ta marbuta and short vowels itself.
 */
export const LATIN_NAMES_IN_ARABIC: readonly (readonly [arabic: string, latin: string])[] = [
  ['ستة سيجما', 'six sigma'],
  ['سيكس سيجما', 'six sigma'],
  ['6 سيجما', 'six sigma'],
  ['سيجما', 'sigma'],
  ['لين', 'lean'],
  ['بي إم بي', 'pmp'],
  ['آيلتس', 'ielts'],
  ['أيلتس', 'ielts'],
  ['سي إف إم', 'cfm'],
  ['إف إم', 'fm'],
];
