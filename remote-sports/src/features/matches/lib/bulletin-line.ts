/** A pinned notice as `bulletin/listTop` answers it (the fields the ticker reads). */
export interface BulletinText {
  title?: string | null;
  content?: string | null;
}

/** The ticker's one line: each notice as "title: content", joined; empty when there is nothing to say. */
export function bulletinLine(list: readonly BulletinText[]): string {
  return list
    .map((b) => [b.title, b.content].filter(Boolean).join(': '))
    .filter((x) => x !== '')
    .join('   ·   ');
}

/** The ticker's megaphone (24×24). */
export const BULLETIN_ICON_PATH =
  'M3 10v4a1 1 0 0 0 1 1h2l4 4V5L6 9H4a1 1 0 0 0-1 1Zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4ZM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6Z';
