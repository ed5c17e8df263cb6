/** Two letters for a name, shown when its crest is missing (the crest itself is drawn by the provider). */
export function teamInitials(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, '')
    .split(/[\s/.-]+/)
    .filter(Boolean);
  const first = (w: string | undefined) => [...(w ?? '')][0] ?? '';
  const two = words.length > 1 ? first(words[0]) + first(words[1]) : [...name].slice(0, 2).join('');
  return two.toUpperCase();
}

/** The initials' font size (px) in a roundel of `size` px. */
export const initialsFontSize = (size: number): number => Math.round(size * 0.4);
