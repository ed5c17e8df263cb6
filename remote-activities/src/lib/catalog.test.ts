import fs from 'node:fs';
import path from 'node:path';
import { RouteEntrySchema, RegistrySchema } from '@app/shared/federation';
import manifest from '../app-manifest.json';
import {
  ACTIVITY_CATALOG,
  declaredPaths,
  findActivity,
  manifestRoutes,
  isActivityPath,
  ACTIVITY_PAGE_CHUNK,
  THEMES,
  titleFor,
} from './catalog';

/** SPEC §2 "Activity pages": each page with its aliases. */
const SPEC_PAGES: Array<[string, ...string[]]> = [
  ['/firstcharge', '/first-charge'],
  ['/newbieactivity', '/newbie-activity'],
  ['/ActivityView/StaticActivity', '/static-activity'],
  ['/ActivityView/WelcomeWealthActivity'],
  ['/ActivityView/ElectronicActivity'],
  ['/luckyWheel'],
  ['/GiftBox'],
  ['/newPersonGiftBox'],
  ['/newMemberGiftPack'],
  ['/FifaActivity'],
  ['/RankActivity'],
  ['/GiftBoxVi'],
  ['/newMemberGiftPackVi'],
  ['/newPersonGiftBoxVi'],
  ['/FifaActivityVi'],
  ['/RankActivityVi'],
];

/** SPEC §2 "Themed promotion pages (paths)", verbatim. */
const SPEC_THEMED =
  '/rebate-activity, /game-activity, /game-activity-argentina, /invite-activity, /royal-activity, /transaction-activity, /suggestion-activity, /sign-activity, /monthly-activity, /520model, /day-activity, /feast-activity, /moneyball-activity, /61flow-activity, /base-activity, /negative-activity, /schedule-display, /america-activity, /america-details, /america-schedule, /olympic-games, /c2cVirtual-activity, /goldMedal-Activity, /olympicCheck-Activity, /k2v-activity, /dedicated-customer-service, /Valentine-Day, /Five-Major-Leagues, /Five-Major-Leagues2, /Mid-Autumn-Festival, /Chess-Card-Challenge, /glory-activity, /electronic-activity, /national-activity, /invite-politely, /national-day-activity, /peers-activity, /eSports-activity, /usdt-activity, /usdt-activity2, /usdt-activity3, /businessYoungModel, /singlesDay-activity, /cbPay-activity, /christmas-activities';
const THEMED = SPEC_THEMED.split(',').map((p) => p.trim());

const SPEC_PATHS = [...SPEC_PAGES.flat(), ...THEMED];
const catalogPaths = ACTIVITY_CATALOG.flatMap((a) => a.paths);
const repo = path.resolve(__dirname, '../../..');

describe('activity catalog vs SPEC §2', () => {
  it('has 45 themed paths and 16 activity pages', () => {
    expect(THEMED).toHaveLength(45);
    expect(SPEC_PAGES).toHaveLength(16);
  });

  it('the literal lists match SPEC.md when it is next to the workspace', () => {
    const spec = path.join(repo, '..', 'shared', 'SPEC.md');
    if (!fs.existsSync(spec)) return;
    const text = fs.readFileSync(spec, 'utf8');
    const themedLine = text.split('\n').find((l) => l.startsWith('/rebate-activity'));
    expect(themedLine?.replace(/\.\s*$/, '')).toBe(SPEC_THEMED);
  });

  it.each(SPEC_PATHS)('%s appears exactly once in the catalog', (p) => {
    expect(catalogPaths.filter((x) => x === p)).toHaveLength(1);
  });

  it('declares no path that the spec does not list', () => {
    expect(new Set(catalogPaths)).toEqual(new Set(SPEC_PATHS));
    expect(catalogPaths).toHaveLength(SPEC_PATHS.length);
  });

  it.each(SPEC_PAGES.filter((p) => p.length > 1))('%s and its aliases are one page', (...paths) => {
    const owners = paths.map((p) => ACTIVITY_CATALOG.find((a) => a.paths.includes(p))?.id);
    expect(new Set(owners).size).toBe(1);
    expect(owners[0]).toBeDefined();
  });

  it('paths never collide case-insensitively and ids and keys are unique', () => {
    const lower = declaredPaths().map((p) => p.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
    const ids = ACTIVITY_CATALOG.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = ACTIVITY_CATALOG.map((a) => a.activityKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const a of ACTIVITY_CATALOG) {
      expect(a.activityKey).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      expect(THEMES[a.theme]).toBeDefined();
      for (const p of a.paths) expect(p).toMatch(/^\/[A-Za-z0-9\-_/]*$/);
      expect(a.title.en && a.title.vi && a.title['zh-cn']).toBeTruthy();
    }
  });

  it('Vietnamese variants are marked and share their page title', () => {
    for (const id of [
      'GiftBox',
      'newMemberGiftPack',
      'newPersonGiftBox',
      'FifaActivity',
      'RankActivity',
    ]) {
      const vi = findActivity(`${id}Vi`);
      expect(vi?.vietnam).toBe(true);
      expect(vi?.title).toEqual(findActivity(id)?.title);
    }
  });

  it('picks the title by language, Thai falling back to English when missing', () => {
    const def = findActivity('usdt-activity')!;
    expect(titleFor(def, 'vi')).toBe('Thưởng nạp USDT');
    expect(titleFor(def, 'zh-cn')).toBe('USDT存款优惠');
    expect(titleFor(def, 'th')).toBe(def.title.en);
  });
});

describe('isActivityPath (which links preload the activity page, issue 16)', () => {
  it('is true for an activity page, its query and case aside, and false elsewhere', () => {
    expect(isActivityPath('/luckyWheel')).toBe(true);
    expect(isActivityPath('/newMemberGiftPack?activityId=3&type=1')).toBe(true);
    expect(isActivityPath('/SIGN-ACTIVITY#today')).toBe(true);
    expect(isActivityPath('/activity')).toBe(false);
    expect(isActivityPath('/sports')).toBe(false);
  });

  it('every activity route names the page chunk; the list does not (it is in the first route)', () => {
    for (const r of manifestRoutes())
      expect('page' in r ? r.page : 'none').toBe(
        r.id === 'activity' ? 'none' : ACTIVITY_PAGE_CHUNK,
      );
  });
});

describe('route manifest and registry defaults', () => {
  it('app-manifest.json declares the catalog routes, each with the footer', () => {
    expect(manifest.routes).toEqual(manifestRoutes());
    for (const r of manifest.routes) {
      const entry = RouteEntrySchema.parse(r);
      expect(entry.footer).toBe(true);
      expect(entry.requiresAuth).toBe(false);
    }
    expect(manifest.routes[0]).toEqual({
      id: 'activity',
      path: '/activity',
      footer: true,
      firstReads: [
        { method: 'GET', path: '/api/promotion/advertise/list', image: 'imageUrl' },
        { method: 'GET', path: '/api/promotion/activity/list' },
      ],
    });
  });

  it.each(['api-sandbox/src/seed/registry.default.json', 'host/public/registry.json'])(
    '%s lists every declared path and every activity key',
    (file) => {
      const registry = RegistrySchema.parse(
        JSON.parse(fs.readFileSync(path.join(repo, file), 'utf8')),
      );
      const activities = registry.remotes.find((r) => r.id === 'activities');
      expect(activities?.paths).toEqual(declaredPaths());
      for (const a of ACTIVITY_CATALOG) expect(registry.activities[a.activityKey]).toBe(true);
      const others = registry.remotes.filter((r) => r.id !== 'activities').flatMap((r) => r.paths);
      for (const p of declaredPaths()) expect(others).not.toContain(p);
    },
  );
});

// Issue 53 #7: the operator console names each switch by this title, so no two activities share one.
test.each(['en', 'vi', 'zh-cn'] as const)(
  'every activity has its own %s title in the manifest',
  (lang) => {
    const byKey = new Map(
      manifestRoutes().flatMap((r) => ('activityKey' in r ? [[r.activityKey, r.title[lang]]] : [])),
    );
    expect(new Set(byKey.values()).size).toBe(byKey.size);
  },
);
