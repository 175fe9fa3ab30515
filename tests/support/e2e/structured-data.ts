// Checks JSON-LD against the schema.org types the site uses and the properties Google's rich
// results require of them (Course, BreadcrumbList, BlogPosting, Organization). Pure: the unit
// suite runs it over the generators, the end-to-end suite over every served page.

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => typeof v === 'string' && v.trim().length > 0;
const absoluteUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^/\s]+/.test(v);
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
// ISO 8601 date or date-time, as schema.org Date/DateTime values are written.
const isoDate = (v: unknown) =>
  typeof v === 'string' &&
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) &&
  !Number.isNaN(Date.parse(v));
const isoDuration = (v: unknown) =>
  typeof v === 'string' &&
  /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/.test(v);
// ISO 8601 has no range of durations; schema.org's courseWorkload is text, so a range is said in words.
const hoursRange = (v: unknown) => typeof v === 'string' && /^\d+ to \d+ hours$/.test(v);

const ORGANIZATION_TYPES = new Set([
  'Organization',
  'EducationalOrganization',
  'CollegeOrUniversity',
]);
const COURSE_MODES = new Set(['online', 'onsite', 'blended']);

function organization(node: Json, where: string, problems: string[]) {
  if (!ORGANIZATION_TYPES.has(String(node['@type'])))
    problems.push(`${where}: @type ${String(node['@type'])} is not an Organization`);
  if (!text(node.name)) problems.push(`${where}: name missing`);
  if (!absoluteUrl(node.url)) problems.push(`${where}: url must be absolute`);
  const addresses = asArray(node.address);
  if (addresses.length === 0) problems.push(`${where}: address missing`);
  addresses.forEach((address, i) => {
    if (!isObject(address) || address['@type'] !== 'PostalAddress')
      problems.push(`${where}.address[${i}]: not a PostalAddress`);
    else if (
      !text(address.addressCountry) ||
      !(text(address.addressLocality) || text(address.streetAddress))
    )
      problems.push(`${where}.address[${i}]: country and locality or street needed`);
  });
  asArray(node.sameAs).forEach(
    (href, i) => absoluteUrl(href) || problems.push(`${where}.sameAs[${i}]: not an absolute URL`),
  );
}

function course(node: Json, where: string, problems: string[]) {
  if (!text(node.name)) problems.push(`${where}: name missing`);
  if (!text(node.description)) problems.push(`${where}: description missing`);
  if (!isObject(node.provider) || !text(node.provider.name))
    problems.push(`${where}: provider with a name missing`);
  if (node.hasCourseInstance !== undefined) {
    const instances = asArray(node.hasCourseInstance);
    if (instances.length === 0) problems.push(`${where}: hasCourseInstance is empty`);
    instances.forEach((instance, i) => {
      const at = `${where}.hasCourseInstance[${i}]`;
      if (!isObject(instance) || instance['@type'] !== 'CourseInstance')
        return problems.push(`${at}: not a CourseInstance`);
      if (
        !asArray(instance.courseMode).every(
          (mode) => COURSE_MODES.has(String(mode).toLowerCase()) || absoluteUrl(mode),
        ) ||
        instance.courseMode === undefined
      )
        problems.push(`${at}: courseMode must be Online, Onsite, Blended or a URL`);
      if (
        instance.courseWorkload !== undefined &&
        !isoDuration(instance.courseWorkload) &&
        !hoursRange(instance.courseWorkload)
      )
        problems.push(`${at}: courseWorkload must be an ISO 8601 duration or a range of hours`);
      courseInstanceDates(instance, at, problems);
    });
  }
  if (node.offers !== undefined) {
    asArray(node.offers).forEach((offer, i) => {
      if (!isObject(offer) || offer['@type'] !== 'Offer')
        problems.push(`${where}.offers[${i}]: not an Offer`);
      else if (!text(offer.category)) problems.push(`${where}.offers[${i}]: category missing`);
    });
  }
}

const SCHEDULE_FREQUENCIES = new Set(['Daily', 'Weekly', 'Monthly', 'Yearly']);

// A scheduled batch: its dates in order, a place with an address or a virtual location, its pace.
function courseInstanceDates(instance: Json, at: string, problems: string[]) {
  for (const key of ['startDate', 'endDate'] as const)
    if (instance[key] !== undefined && !isoDate(instance[key]))
      problems.push(`${at}: ${key} must be an ISO 8601 date`);
  if (
    isoDate(instance.startDate) &&
    isoDate(instance.endDate) &&
    String(instance.endDate).slice(0, 10) < String(instance.startDate).slice(0, 10)
  )
    problems.push(`${at}: endDate is before startDate`);
  const location = instance.location;
  if (location !== undefined) {
    if (!isObject(location)) problems.push(`${at}.location: not an object`);
    else if (location['@type'] === 'VirtualLocation') {
      if (!absoluteUrl(location.url))
        problems.push(`${at}.location: a VirtualLocation needs an absolute url`);
    } else if (location['@type'] !== 'Place' || !text(location.name))
      problems.push(`${at}.location: a Place with a name, or a VirtualLocation`);
    else if (
      !isObject(location.address) ||
      location.address['@type'] !== 'PostalAddress' ||
      !text(location.address.addressCountry) ||
      !text(location.address.addressLocality)
    )
      problems.push(
        `${at}.location: its address must be a PostalAddress with country and locality`,
      );
  }
  const schedule = instance.courseSchedule;
  if (schedule !== undefined) {
    if (!isObject(schedule) || schedule['@type'] !== 'Schedule')
      return problems.push(`${at}.courseSchedule: not a Schedule`);
    if (!SCHEDULE_FREQUENCIES.has(String(schedule.repeatFrequency)))
      problems.push(
        `${at}.courseSchedule: repeatFrequency must be Daily, Weekly, Monthly or Yearly`,
      );
    if (!Number.isInteger(schedule.repeatCount) || (schedule.repeatCount as number) < 1)
      problems.push(`${at}.courseSchedule: repeatCount must be a positive whole number`);
    for (const key of ['startDate', 'endDate'] as const)
      if (schedule[key] !== undefined && !isoDate(schedule[key]))
        problems.push(`${at}.courseSchedule: ${key} must be an ISO 8601 date`);
  }
}

function breadcrumbs(node: Json, where: string, problems: string[]) {
  const items = asArray(node.itemListElement);
  if (items.length === 0) problems.push(`${where}: itemListElement is empty`);
  items.forEach((item, i) => {
    const at = `${where}.itemListElement[${i}]`;
    if (!isObject(item) || item['@type'] !== 'ListItem')
      return problems.push(`${at}: not a ListItem`);
    if (item.position !== i + 1)
      problems.push(`${at}: position ${String(item.position)}, expected ${i + 1}`);
    if (!text(item.name)) problems.push(`${at}: name missing`);
    // Google allows the last crumb (the page itself) to leave out item.
    if (!absoluteUrl(item.item) && !(item.item === undefined && i === items.length - 1))
      problems.push(`${at}: item must be an absolute URL`);
  });
}

function blogPosting(node: Json, where: string, problems: string[]) {
  if (!text(node.headline)) problems.push(`${where}: headline missing`);
  if (!isoDate(node.datePublished))
    problems.push(`${where}: datePublished must be an ISO 8601 date`);
  if (node.dateModified !== undefined && !isoDate(node.dateModified))
    problems.push(`${where}: dateModified must be an ISO 8601 date`);
  const images = asArray(node.image);
  if (images.length === 0 || !images.every(absoluteUrl))
    problems.push(`${where}: image must be absolute URLs`);
  const authors = asArray(node.author);
  if (
    authors.length === 0 ||
    !authors.every(
      (a) =>
        isObject(a) &&
        text(a.name) &&
        ['Person', 'Organization', 'EducationalOrganization'].includes(String(a['@type'])),
    )
  )
    problems.push(`${where}: author must be a Person or Organization with a name`);
  if (node.publisher !== undefined) {
    if (isObject(node.publisher)) organization(node.publisher, `${where}.publisher`, problems);
    else problems.push(`${where}: publisher is not an object`);
  }
}

// A list of links to other pages (the course finder's results): each item a URL at its position.
function itemList(node: Json, where: string, problems: string[]) {
  asArray(node.itemListElement).forEach((item, i) => {
    const at = `${where}.itemListElement[${i}]`;
    if (!isObject(item) || item['@type'] !== 'ListItem')
      return problems.push(`${at}: not a ListItem`);
    if (item.position !== i + 1)
      problems.push(`${at}: position ${String(item.position)}, expected ${i + 1}`);
    if (!absoluteUrl(item.url ?? item.item)) problems.push(`${at}: url must be absolute`);
  });
}

const RULES: Record<string, (node: Json, where: string, problems: string[]) => void> = {
  Organization: organization,
  EducationalOrganization: organization,
  Course: course,
  BreadcrumbList: breadcrumbs,
  BlogPosting: blogPosting,
  ItemList: itemList,
};

/** The top-level nodes of JSON-LD documents (a document is one node or an @graph of them). */
export function nodesOf(documents: readonly unknown[]): Json[] {
  return documents.flatMap((doc) =>
    isObject(doc) && Array.isArray(doc['@graph'])
      ? (doc['@graph'] as Json[])
      : isObject(doc)
        ? [doc]
        : [],
  );
}

/** Everything wrong with these JSON-LD documents; empty when they are valid. */
export function structuredDataProblems(documents: readonly unknown[]): string[] {
  const problems: string[] = [];
  documents.forEach((doc, d) => {
    if (!isObject(doc) || doc['@context'] !== 'https://schema.org')
      problems.push(`document ${d}: @context must be https://schema.org`);
  });
  nodesOf(documents).forEach((node, n) => {
    const type = String(node['@type']);
    const rule = RULES[type];
    if (!rule) problems.push(`node ${n}: no rules for @type ${type}`);
    else rule(node, `${type}#${n}`, problems);
    if (type === 'Course' && isObject(node.provider))
      organization(node.provider, `${type}#${n}.provider`, problems);
  });
  return problems;
}

/** One crumb of a page's visible breadcrumb trail: its text, and its link when it has one. */
export interface VisibleCrumb {
  label: string;
  href: string | null;
}

/**
 * Where a page's BreadcrumbList disagrees with the trail a visitor sees: one list, the same names
 * in the same order, each linked crumb pointing where its link goes, the last crumb at the page.
 */
export function breadcrumbMismatches(
  visible: readonly VisibleCrumb[],
  documents: readonly unknown[],
  pageUrl: string,
): string[] {
  const lists = nodesOf(documents).filter((node) => node['@type'] === 'BreadcrumbList');
  if (visible.length === 0)
    return lists.length === 0 ? [] : ['a BreadcrumbList but no visible breadcrumb'];
  if (lists.length !== 1) return [`${lists.length} BreadcrumbLists for one visible breadcrumb`];
  const items = asArray(lists[0]!.itemListElement).filter(isObject);
  const names = items.map((item) => item.name);
  if (names.join(' / ') !== visible.map((crumb) => crumb.label).join(' / '))
    return [
      `BreadcrumbList reads ${names.join(' / ')}, the page shows ${visible.map((c) => c.label).join(' / ')}`,
    ];
  const origin = new URL(pageUrl).origin;
  const problems: string[] = [];
  visible.forEach((crumb, i) => {
    const item = items[i]?.item;
    const last = i === visible.length - 1;
    if (last && item !== undefined && item !== pageUrl)
      problems.push(`last crumb at ${String(item)}, the page is ${pageUrl}`);
    if (!last && crumb.href !== null && item !== new URL(crumb.href, origin).href)
      problems.push(`crumb "${crumb.label}" at ${String(item)}, its link goes to ${crumb.href}`);
  });
  return problems;
}
