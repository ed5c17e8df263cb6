import { safeSession } from '@app/shared/rules';

/**
 * Cross-remote intents: one remote hands something to another without importing it (a live room's
 * pushed bet tip reaches the sports bet slip). An intent with no listener yet (the receiving remote
 * is not loaded) is kept in session storage and delivered to the first listener, so it survives the
 * navigation that loads that remote.
 */
export interface BetSelectionIntent {
  matchId: string;
  marketId: string;
  /** Outcome (selection) id within the market. */
  outcomeId: string;
  /** Decimal odds the member saw; the slip re-checks before placing. */
  odds: number;
  /** Display texts, so the slip can show the pick before its own data loads. */
  label?: string;
  matchName?: string;
  /** Where the intent came from (e.g. `live:<roomId>`), for analytics and the slip's badge. */
  source?: string;
}

export interface IntentMap {
  /** Put a selection into the sports bet slip (SPEC §3 pending push order). */
  'betslip.add': BetSelectionIntent;
  /** A balance may have changed (bet placed, gift sent, claim made): refresh what shows it. */
  'wallet.changed': { reason: string };
}

export type IntentName = keyof IntentMap;
type Handler<N extends IntentName> = (payload: IntentMap[N]) => void;

/** Intents worth keeping until a listener exists; the others are moments, not messages. */
const KEPT: ReadonlySet<IntentName> = new Set<IntentName>(['betslip.add']);
const PENDING_KEY = 'pendingIntents';

const listeners = new Map<IntentName, Set<Handler<IntentName>>>();

type Pending = Partial<{ [N in IntentName]: IntentMap[N][] }>;

function readPending(): Pending {
  const value = safeSession.getJSON<Pending>(PENDING_KEY);
  return value && typeof value === 'object' ? value : {};
}

export function publishIntent<N extends IntentName>(name: N, payload: IntentMap[N]): void {
  const set = listeners.get(name);
  if (set && set.size > 0) {
    for (const handler of [...set]) (handler as Handler<N>)(payload);
    return;
  }
  if (!KEPT.has(name)) return;
  const pending = readPending();
  const list = (pending[name] ?? []) as IntentMap[N][];
  pending[name] = [...list, payload].slice(-20) as Pending[N];
  safeSession.setJSON(PENDING_KEY, pending);
}

/** Listens for an intent; intents kept while nobody listened are delivered at once. */
export function subscribeIntent<N extends IntentName>(name: N, handler: Handler<N>): () => void {
  let set = listeners.get(name);
  if (!set) {
    set = new Set();
    listeners.set(name, set);
  }
  set.add(handler as Handler<IntentName>);
  const pending = readPending();
  const waiting = pending[name] as IntentMap[N][] | undefined;
  if (waiting?.length) {
    delete pending[name];
    safeSession.setJSON(PENDING_KEY, pending);
    for (const payload of waiting) handler(payload);
  }
  return () => {
    set.delete(handler as Handler<IntentName>);
  };
}
