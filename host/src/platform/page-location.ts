/** Where the page is, as image addresses resolve against it (SPEC §5): the browser's, or the request's on the server. */
export interface PageLocation {
  origin: string;
  hostname: string;
}

let requested: PageLocation | null = null;

/** The server sets the location of the document it renders. */
export function setRenderedLocation(page: PageLocation): void {
  requested = page;
}

export function pageLocation(): PageLocation {
  if (typeof window !== 'undefined') return window.location;
  return requested ?? { origin: 'http://localhost', hostname: 'localhost' };
}
