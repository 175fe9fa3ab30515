/** The staff console's pages: not part of the public site (no site chrome, no vitals, scripts as written). */
export const isConsolePath = (pathname: string) => /^\/admin(\/|$)/.test(pathname);
