/** Directions in the visitor's maps app or site (opened in a new tab). */
export const mapsDirectionsUrl = (query: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

/** The keyless embed of a place, for the iframe on the contacts page. */
export const mapsEmbedUrl = (query: string) =>
  `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;
