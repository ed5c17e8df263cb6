/** An advert's link when it is a path of this site; anything else (another site, `//host`) gets none. */
export function sitePath(link: string | null | undefined): string | null {
  return link && /^\/(?![/\\])/.test(link) ? link : null;
}
