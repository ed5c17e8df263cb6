/**
 * The pure helpers both the match list's early drawing (early-paint-sports.ts) and the sports routes
 * run: sport icons, markets and odds, the list's rows and their sizes. The painter's build makes this a
 * chunk of its own (`kit()` in early-paint.ts), and the container's build takes these modules from it
 * instead of carrying a second copy (build/early-paint-kit-plugin.cjs): on /sports the painter has
 * loaded them already, elsewhere the remote loads them before its first chunk runs (issue 16).
 *
 * Only `export * from` lines of modules without React or CSS: the container runs the painter's
 * instances of them, and shares their state (the first screen's words, loaded once per language).
 */
export * from '../components/odds-lock';
export * from '../components/sport-icon/sport-icon-paths';
export * from '../components/team-crest/team-initials';
export * from '../features/matches/lib/bulletin-line';
export * from '../features/matches/lib/counts';
export * from '../features/matches/lib/match-status';
export * from '../features/matches/lib/option-text';
export * from '../features/matches/lib/row-sizes';
export * from '../features/matches/lib/row-view';
export * from '../features/matches/lib/rows';
export * from '../lib/markets';
export * from '../lib/odds-format';
export * from '../lib/sport-label';
export * from './early-paint-words';
