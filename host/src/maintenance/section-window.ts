/** A section's maintenance window; null bounds when the server gave none. */
export interface SectionWindow {
  start: number | null;
  end: number | null;
}

/** What a section's check found: the section is under maintenance in this window. */
export interface SectionUnderMaintenance {
  kind: 'sports' | 'lobby';
  window: SectionWindow;
}

/** A check's report: what it found, or null while the section is open (or the check failed). */
export type OnSectionCheck = (found: SectionUnderMaintenance | null) => void;
