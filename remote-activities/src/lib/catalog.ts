import { ADVERTS_PATH } from '@app/shared/client';
import { ACTIVITY_CATALOG } from './activity-table';
/**
 * Every activity page of SPEC §2 (activity pages, Vietnamese variants and themed promotion paths), as one
 * table. The route manifest (`src/app-manifest.json`) and the registry `paths` are checked against it by
 * `activity-catalog.test.ts`, so a page is added here first.
 */

/** The mechanics a promotion page can run (research-sportsbook.md §3). */
export const MECHANICS = [
  'progress',
  'signIn',
  'ranking',
  'prediction',
  'rebate',
  'giftBox',
  'wheel',
  'invite',
] as const;
export type Mechanic = (typeof MECHANICS)[number];

export interface ActivityTheme {
  /** Hero gradient start and end. */
  from: string;
  to: string;
  /** Highlight colour (chips, numbered rules, wheel rim). */
  accent: string;
}

export const THEMES = {
  gold: { from: '#5a3b00', to: '#1a1030', accent: '#f6b10a' },
  ruby: { from: '#6b0f2a', to: '#1b0d2e', accent: '#ff5a7a' },
  emerald: { from: '#064e3b', to: '#0b1a2e', accent: '#34d399' },
  violet: { from: '#3b1d8f', to: '#0f1230', accent: '#a78bfa' },
  ocean: { from: '#0b3b8c', to: '#08162e', accent: '#60a5fa' },
  sunset: { from: '#7c2d12', to: '#2a0f2e', accent: '#fb923c' },
  teal: { from: '#0f4c5c', to: '#0a1626', accent: '#2dd4bf' },
  rose: { from: '#831843', to: '#1e0b24', accent: '#f472b6' },
  royal: { from: '#312e81', to: '#1a1005', accent: '#fcd34d' },
  pitch: { from: '#14532d', to: '#0a1a12', accent: '#a3e635' },
} satisfies Record<string, ActivityTheme>;

export type ThemeName = keyof typeof THEMES;

export interface ActivityTitle {
  en: string;
  vi: string;
  'zh-cn': string;
  /** Thai falls back to English when absent. */
  th?: string;
}

export interface ActivityDef {
  /** Route id in the manifest (shared by a page's aliases). */
  id: string;
  /** Canonical path first, then its aliases; all render the same page. */
  paths: readonly string[];
  /** Key of the registry's `activities` toggles. */
  activityKey: string;
  /** The mechanic when the server runs no activity for this page (else the server's type decides). */
  mechanic: Mechanic;
  theme: ThemeName;
  title: ActivityTitle;
  /** Reads `activityId` and `type` from the query (new-member gift pack after registration). */
  readsQuery?: boolean;
  /** Vietnamese-market variant of another page. */
  vietnam?: boolean;
  /** Prediction pages that lead with the fixture list (kick-off times by day). */
  schedule?: boolean;
  /** Invite-like pages: where in the account remote the member continues. */
  gateway?: string;
}

export { ACTIVITY_CATALOG };

/** The promotions list, which is not an activity page. */
export const PROMOTIONS_ROUTE = { id: 'activity', path: '/activity' } as const;

/**
 * The promotions page's first reads (its advert cards and the server's activities), which the
 * host's HTML starts with this remote's files (issue 16); features/catalog/first-reads.test.tsx
 * checks the page takes them.
 */
const PROMOTIONS_FIRST_READS = [
  // the first card's picture is the page's largest (promo-card.tsx): asked for with the answer
  { method: 'GET', path: ADVERTS_PATH, image: 'imageUrl' },
  { method: 'GET', path: '/api/promotion/activity/list' },
] as const;

/** The chunk of the activity page (`webpackChunkName` in app/pages.ts), named by each activity route. */
export const ACTIVITY_PAGE_CHUNK = 'page-activity';

/** The activity page a site path (its query aside) opens, if any. */
export function activityOfPath(path: string): ActivityDef | undefined {
  const pathname = path.split(/[?#]/)[0]!.toLowerCase();
  return ACTIVITY_CATALOG.find((a) => a.paths.some((p) => p.toLowerCase() === pathname));
}

/** True when a site path (its query aside) is one of an activity page's paths. */
export function isActivityPath(path: string): boolean {
  return activityOfPath(path) !== undefined;
}

export function findActivity(id: string): ActivityDef | undefined {
  return ACTIVITY_CATALOG.find((a) => a.id === id);
}

/** Every path the remote declares: the promotions list, then each page's paths. */
export function declaredPaths(): string[] {
  return [PROMOTIONS_ROUTE.path, ...ACTIVITY_CATALOG.flatMap((a) => a.paths)];
}

/** The title in the UI language (Thai and unknown languages fall back to English). */
export function titleFor(def: ActivityDef, language: string): string {
  const key = language.toLowerCase() as keyof ActivityTitle;
  return def.title[key] ?? def.title.en;
}

const VIETNAM_PAGE = { en: ' (Vietnam page)', vi: ' (trang Việt Nam)', 'zh-cn': '（越南版）' };

/** The operator console's name for an activity: a Vietnamese variant is told apart from its original. */
function consoleTitle(a: ActivityDef) {
  const tail = (lang: keyof typeof VIETNAM_PAGE) => (a.vietnam ? VIETNAM_PAGE[lang] : '');
  return {
    en: a.title.en + tail('en'),
    vi: a.title.vi + tail('vi'),
    'zh-cn': a.title['zh-cn'] + tail('zh-cn'),
  };
}

/** Manifest route entries derived from the catalog (footer on every activity page, SPEC §2). */
export function manifestRoutes() {
  return [
    {
      id: PROMOTIONS_ROUTE.id,
      path: PROMOTIONS_ROUTE.path,
      footer: true,
      firstReads: PROMOTIONS_FIRST_READS,
    },
    ...ACTIVITY_CATALOG.flatMap((a) =>
      a.paths.map((path) => ({
        id: a.id,
        path,
        footer: true,
        activityKey: a.activityKey,
        title: consoleTitle(a),
        page: ACTIVITY_PAGE_CHUNK,
      })),
    ),
  ];
}
