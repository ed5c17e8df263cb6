import type { Db } from './db/open';

export interface PathRule {
  /** Exact path, or a prefix ending in '*'. */
  path: string;
  ms?: number;
  status?: number;
  code?: number;
}

export interface Window {
  start: number;
  end: number;
}

export interface FaultState {
  siteMaintenance: {
    title: string;
    content: string;
    startTime: number;
    endTime: number;
    point: string;
  } | null;
  sportsMaintenance: Window | null;
  lobbyMaintenance: Record<string, Window>;
  gameMaintenance: Record<string, Window>;
  slow: PathRule[];
  fail: PathRule[];
  malformed: PathRule[];
  /** The handler runs (and commits), then the connection is cut before any answer (issue 49 #13). */
  dropAfter: PathRule[];
  /** The handler runs (and commits), then its answer is sent truncated: unreadable JSON. */
  corruptAfter: PathRule[];
}

export function emptyFaults(): FaultState {
  return {
    siteMaintenance: null,
    sportsMaintenance: null,
    lobbyMaintenance: {},
    gameMaintenance: {},
    slow: [],
    fail: [],
    malformed: [],
    dropAfter: [],
    corruptAfter: [],
  };
}

export function matchesPath(rule: PathRule, path: string): boolean {
  if (rule.path.endsWith('*')) return path.startsWith(rule.path.slice(0, -1));
  return path === rule.path || path === `${rule.path}/`;
}

export function findRule(rules: PathRule[], path: string): PathRule | undefined {
  return rules.find((r) => matchesPath(r, path));
}

/** Revokes every operator session: the next call answers the expired-login code. */
export function expireSessions(db: Db): number {
  return db.prepare('UPDATE sessions SET expires_at = 0 WHERE expires_at > 0').run().changes;
}

/** Expires every provider token: the next provider call answers 14010. */
export function expireProviderTokens(db: Db): number {
  return db.prepare('UPDATE provider_tokens SET expires_at = 0 WHERE expires_at > 0').run().changes;
}
