/** Small helpers the sandbox's drawn art shares (banners, bar icons, crests, game tiles). */

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** FNV-1a, 32 bits: the same text always gives the same number, on every run and machine. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (const c of text) {
    h ^= c.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Two letters for a name: the first letters of its first two words, else its first two letters. */
export function initials(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, '')
    .split(/[\s/.-]+/)
    .filter(Boolean);
  const two =
    words.length > 1 ? `${[...words[0]!][0]}${[...words[1]!][0]}` : [...name].slice(0, 2).join('');
  return two.toUpperCase();
}

/** A circle as path data. */
export function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
}
