import type { FirstRead } from '@app/shared/federation';
import { routeReads } from './early-remote';
import { painterUrl } from './early-route-paint';
import { readDataBlock } from './read-data-block';

/**
 * What the host's server knows about the page's route from the manifests it reads for every document
 * (src/server/registry-blocks.ts), written as `<script type="application/json" id="route-start">` when
 * the route has an early painter: the painter, the route's stylesheets and its first reads, so the early
 * script starts them as soon as the document is parsed instead of after the route manifest's round trip.
 */
export const ROUTE_START_BLOCK_ID = 'route-start';

/** Reads' guest answers as the host's server asked them. */
export interface GuestAnswers {
  /** The language the answers are in. */
  language: string;
  /** Each read's answer body, by its path. */
  answers: Record<string, unknown>;
}

export interface RouteStartBlock {
  /** The path the block was written for. */
  path: string;
  painter: string;
  /** The files the painter imports itself (its drawing), asked for with it. */
  parts: string[];
  /** Its words by language: the page's language's asked for with it (the server cannot know it). */
  words: Record<string, string>;
  styles: string[];
  reads: FirstRead[];
  /** On a page open to guests: the reads' guest answers in the visitor's first-visit language. */
  served?: GuestAnswers;
}

const httpUrl = (v: unknown): v is string => typeof v === 'string' && /^https?:\/\//i.test(v);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Well-formed served answers (a language and a body per read path), else undefined. */
function servedAnswers(value: unknown): GuestAnswers | undefined {
  if (!isRecord(value) || typeof value.language !== 'string' || !isRecord(value.answers))
    return undefined;
  return { language: value.language, answers: value.answers };
}

/**
 * The block for this path, re-checked with the early script's own rules (a painter file beside one of
 * the registry's remote manifests, reads under the API), or null: then the page starts from the manifests as it
 * would without it.
 */
export function servedRouteStart(
  doc: Document,
  pathname: string,
  remoteManifests: readonly string[],
): (RouteStartBlock & { remote: string }) | null {
  const block = readDataBlock(doc, ROUTE_START_BLOCK_ID) as Partial<RouteStartBlock> | undefined;
  if (!block || block.path !== pathname || !httpUrl(block.painter)) return null;
  // the painter must be the one the manifest rule gives: a plain file beside a remote's manifest
  const file = block.painter.split('/').pop();
  const manifest = remoteManifests.find((m) => painterUrl(file, m) === block.painter);
  if (!manifest) return null;
  const painter = block.painter;
  // each part by the same rule, beside the same manifest
  const beside = (part: unknown): part is string =>
    typeof part === 'string' && painterUrl(part.split('/').pop(), manifest) === part;
  const parts = Array.isArray(block.parts) ? block.parts.filter(beside) : [];
  const words = isRecord(block.words)
    ? Object.fromEntries(Object.entries(block.words).filter(([, url]) => beside(url)))
    : {};
  const styles = Array.isArray(block.styles) ? block.styles.filter(httpUrl) : [];
  const reads = routeReads({ routes: [{ path: pathname, firstReads: block.reads }] }, pathname);
  const served = servedAnswers(block.served);
  return {
    path: pathname,
    painter,
    parts,
    words,
    styles,
    reads,
    ...(served ? { served } : {}),
    // the manifest of the remote that owns the page
    remote: manifest,
  };
}
