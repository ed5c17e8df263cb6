import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { FIRST_IMAGE_FIELD } from './first-reads';
import { EARLY_PAINT_FILE, PAGE_CHUNK } from './early-paint';

/**
 * A read-only API call a route's first screen makes (relative to the API base), exactly as the
 * remote's code asks it: the host's HTML starts it with the remote's files (issue 16). `{name}` in the
 * path, or as a whole string value of the body, is the page's query value `name` (`/anchorPlay?id=7`),
 * filled by `fillFirstRead` (first-reads.ts). `image` names the field of the answer's first list item
 * (or of the answer's one record) whose picture the page shows first (its LCP element): the host asks
 * for it as soon as the answer is in.
 */
export const FirstReadSchema = z.object({
  method: z.enum(['GET', 'POST']),
  path: z.string().check(z.regex(/^\/api\//)),
  body: z.optional(z.record(z.string(), z.unknown())),
  image: z.optional(z.string().check(z.regex(FIRST_IMAGE_FIELD))),
  /**
   * A query value that makes the route another page, for which this read is not made: the live list's
   * reads declare `id` (`/anchorPlay?id=7` is a room, fillFirstRead skips them there).
   */
  unless: z.optional(z.string().check(z.regex(FIRST_IMAGE_FIELD))),
});

export type FirstRead = z.infer<typeof FirstReadSchema>;

/** A text in every UI language: the host shows a remote's nav labels before the remote's code loads. */
export const LocalizedLabelSchema = z.object({
  en: z.string(),
  vi: z.string(),
  'zh-cn': z.string(),
});
export type LocalizedLabel = z.infer<typeof LocalizedLabelSchema>;

/** Guard flags of SPEC §2, declared by each remote for each route it owns. */
export const RouteEntrySchema = z.object({
  /** Route id passed back to the remote's `./routes` component. */
  id: z.string(),
  /** Absolute path pattern, e.g. `/sports` or `/electronic/:id`. Children are matched by the remote. */
  path: z.string(),
  requiresAuth: z._default(z.boolean(), false),
  requiresAnchor: z._default(z.boolean(), false),
  requiresSuperAdmin: z._default(z.boolean(), false),
  isLoginedBlackList: z._default(z.boolean(), false),
  footer: z._default(z.boolean(), false),
  /** Activity key an operator can toggle in the registry (activities remote). */
  activityKey: z.optional(z.string()),
  /** The activity's name in every language, for the operator console's switches and audit log. */
  title: z.optional(LocalizedLabelSchema),
  /** Which maintenance check the host runs before the page (SPEC §4): sports code 8, or the lobby window of `:id`. */
  maintenance: z.optional(z.enum(['sports', 'lobby'])),
  firstReads: z.optional(z.array(FirstReadSchema)),
  /** The route's early painter beside the manifest (early-paint.ts), e.g. `early-paint.js`. */
  earlyPaint: z.optional(z.string().check(z.regex(EARLY_PAINT_FILE))),
  /** The files the painter loads itself (written by the build): asked for with the painter. */
  earlyPaintParts: z.optional(z.array(z.string().check(z.regex(EARLY_PAINT_FILE)))),
  /** The painter's words by language (written by the build): the page's language's asked for with it. */
  earlyPaintWords: z.optional(z.record(z.string(), z.string().check(z.regex(EARLY_PAINT_FILE)))),
  /**
   * The chunk name of the page this route shows when the remote loads it on demand (`lazyPage` with
   * `webpackChunkName`): the host's early script asks for it with the route's files, not a round
   * trip after them (issue 16).
   */
  page: z.optional(z.string().check(z.regex(PAGE_CHUNK))),
  /**
   * Pages of the route that a query value chooses, loaded on demand as `page` is: `{ "id": "page-room" }`
   * on /anchorPlay, whose `?id=7` is a room. The early script asks for the page of the first key the
   * URL's query has (a non-empty value), else for `page`.
   */
  queryPages: z.optional(
    z.record(z.string().check(z.regex(FIRST_IMAGE_FIELD)), z.string().check(z.regex(PAGE_CHUNK))),
  ),
});
export type RouteEntry = z.infer<typeof RouteEntrySchema>;

/** A tab-bar or footer entry a remote contributes (built by the host from the manifests). */
export const NavEntrySchema = z.object({
  id: z.string(),
  path: z.string(),
  /** Ascending; the host's own home tab is 0. */
  order: z.number(),
  /** Icon id from the host's icon set (unknown ids get a neutral icon). */
  icon: z.string(),
  label: LocalizedLabelSchema,
  /** Shown only to these roles (the route guard still decides access). */
  requiresAnchor: z._default(z.boolean(), false),
  requiresSuperAdmin: z._default(z.boolean(), false),
});
export type NavEntry = z.infer<typeof NavEntrySchema>;

/** A home-page widget a remote offers (a federated module such as `./widgets/live-now`). */
export const WidgetEntrySchema = z.object({
  expose: z.string(),
  order: z.number(),
  title: LocalizedLabelSchema,
  limit: z._default(z.number(), 4),
  /** Spans the whole width of the home grid. */
  wide: z._default(z.boolean(), false),
});
export type WidgetEntry = z.infer<typeof WidgetEntrySchema>;

/** `app-manifest.json`, emitted next to each remote's `mf-manifest.json`. */
export const AppManifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  version: z.string(),
  buildId: z.string(),
  namespace: z.string(),
  sharedVersion: z.string(),
  routes: z.array(RouteEntrySchema),
  nav: z._default(
    z.object({
      tabs: z._default(z.array(NavEntrySchema), []),
      footer: z._default(z.array(NavEntrySchema), []),
    }),
    { tabs: [], footer: [] },
  ),
  widgets: z._default(z.array(WidgetEntrySchema), []),
  /** The remote's server container (a Node build of its exposes), relative to this file. */
  server: z.optional(z.string()),
});
export type AppManifest = z.infer<typeof AppManifestSchema>;

export const RegistryRemoteSchema = z.object({
  id: z.string(),
  name: z.string(),
  manifest: z.string(),
  enabled: z.boolean(),
  /** Path prefixes the remote owns, so its pages show a fallback even when its manifest is unreachable. */
  paths: z._default(z.array(z.string()), []),
  /** Build id of the remote's current release (issue 47), when one is registered. */
  release: z.optional(z.string()),
  /** The current release's SHA-384 hashes by file (`remoteEntry.js` → `sha384-…`): the host checks them. */
  integrity: z.optional(z.record(z.string(), z.string())),
});
export type RegistryRemote = z.infer<typeof RegistryRemoteSchema>;

/** The operator's remote registry: which remote is where, which is on, which activity is on. */
export const RegistrySchema = z.object({
  version: z._default(z.number(), 1),
  remotes: z.array(RegistryRemoteSchema),
  activities: z._default(z.record(z.string(), z.boolean()), {}),
});
export type Registry = z.infer<typeof RegistrySchema>;

/** Props the host passes to every remote's `./routes` default export. */
export interface RemoteRoutesProps {
  /** Which route of the remote's manifest matched. */
  routeId: string;
  /** The matched base path (e.g. `/sports`), for building links inside the remote. */
  basePath: string;
}

/**
 * What a remote's exposed module (`./routes`, `./widgets/*`) exports: the component as default and,
 * optionally, `ready`, a promise the host waits for (at most a few seconds) before rendering it; the
 * remotes export their messages' loading there, so no page shows message keys first.
 */
export interface RemoteModule<P> {
  default: ComponentType<P>;
  ready?: Promise<unknown>;
}

/** Where the page being drawn is: what a route's `prefetch` reads its public data for. */
export interface PageAddress {
  pathname: string;
  /** The query string, with its `?` or empty. */
  search: string;
}

/**
 * A remote's `./routes` as its server container exposes it: the host's document server asks its
 * `prefetch` for the public data of the page at an address (into the query cache the page is drawn
 * from and handed to the browser with), then renders `default` with it. `prefetch` resolves false for
 * a page the server does not draw (the browser renders it).
 */
export interface RemoteRoutesModule extends RemoteModule<RemoteRoutesProps> {
  prefetch?: (client: QueryClient, page: PageAddress) => Promise<boolean>;
}

/** Props of a home-page widget a remote exposes (e.g. `./widgets/live-now`). */
export interface RemoteWidgetProps {
  limit?: number;
}
