// What a kept page is found by. A page sees its path and the query parameters it declares
// (`Astro.locals.query`), nothing else of the request: not the host, not a header, not another
// parameter. So one copy serves every address that differs only in those (a campaign's utm_source,
// a path spelled with other escapes), and no such address causes a rendering.

/** A page as asked for: its path in one spelling, and the whole query string, of which the page sees what it declares. */
export interface AskedPage {
  path: string;
  query: URLSearchParams;
}

/**
 * The path as the page's renderer decodes it (Astro), written back in one spelling: `/%64iploma` and
 * `/diploma` are one page, not two renderings. A path that does not decode is kept as it came (it is
 * not found either way).
 */
function onePathSpelling(raw: string): string {
  try {
    // Concatenated, not resolved against a base: `//x` is a path here, not a host.
    return new URL(`http://page${decodeURI(raw)}`).pathname;
  } catch {
    return raw;
  }
}

export function askedPage(url: string): AskedPage {
  const at = url.indexOf('?');
  return {
    path: onePathSpelling(at === -1 ? url : url.slice(0, at)),
    query: new URLSearchParams(at === -1 ? '' : url.slice(at + 1)),
  };
}

/** The values of `names` in the query, in one order: what a page that declared them is given, and keyed by. */
export function declaredQuery(query: URLSearchParams, names: Iterable<string>): URLSearchParams {
  const declared = new URLSearchParams();
  for (const name of [...new Set(names)].sort())
    for (const value of query.getAll(name)) declared.append(name, value);
  return declared;
}

/** The key a copy of the page is kept under: its path and the values of the parameters it reads. */
export function keyOf(asked: AskedPage, params: readonly string[]): string {
  const query = declaredQuery(asked.query, params).toString();
  return query ? `${asked.path}?${query}` : asked.path;
}
