// The header's own words beside its links (the links' names are the pages' titles).

export const HEADER_TEXTS = {
  login: 'Login',
  /** Said after a link that opens a new tab, beside its icon. */
  newTab: '(opens in a new tab)',
  menu: 'Menu',
} as const;
