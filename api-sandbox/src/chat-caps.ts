/** Which cap refused a chat socket. */
export type ChatCapRefusal = 'signature' | 'address';

export interface ChatCapLimits {
  /** Open sockets per chat signature; 0 = no cap. */
  perSig: number;
  /** Open sockets per client address; 0 = no cap. */
  perIp: number;
}

/** Close code of a socket refused by a cap (4000–4999 are the application's). */
export const CHAT_CAP_CLOSE = 4029;

/**
 * Counts open chat sockets per signature and per address (issue 49 #11: one guest signature
 * used to open 100 sockets). `acquire` takes a slot in both or none, and its release is
 * idempotent so a socket closed twice frees its slot once.
 */
export function createChatCaps(limits: ChatCapLimits) {
  const bySig = new Map<string, number>();
  const byIp = new Map<string, number>();
  const full = (map: Map<string, number>, key: string, cap: number) =>
    cap > 0 && (map.get(key) ?? 0) >= cap;
  const add = (map: Map<string, number>, key: string, d: number) => {
    const n = (map.get(key) ?? 0) + d;
    if (n > 0) map.set(key, n);
    else map.delete(key);
  };
  return {
    acquire(sig: string, ip: string): { release: () => void } | { refused: ChatCapRefusal } {
      if (full(bySig, sig, limits.perSig)) return { refused: 'signature' };
      if (full(byIp, ip, limits.perIp)) return { refused: 'address' };
      add(bySig, sig, 1);
      add(byIp, ip, 1);
      let held = true;
      return {
        release: () => {
          if (!held) return;
          held = false;
          add(bySig, sig, -1);
          add(byIp, ip, -1);
        },
      };
    },
  };
}
