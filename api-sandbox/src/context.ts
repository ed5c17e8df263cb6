import type { SandboxClock } from './clock';
import type { SandboxConfig } from './config';
import type { Db } from './db/open';
import type { FaultState } from './faults';

export interface SmsMessage {
  mobileArea: string;
  mobile: string;
  code: string;
  actionType: number;
  at: number;
}

export interface ChatBus {
  broadcast: (room: number, event: Record<string, unknown>) => void;
  /** Tells a user's sockets (in one room, or all when room is null) about a ban. */
  notifyUser: (userId: number, room: number | null, event: Record<string, unknown>) => void;
  roomSize: (room: number) => number;
  /** The signed-in users whose sockets are in a room (each once), for the room's anchor. */
  roomMembers: (room: number) => { id: number; userName: string }[];
}

/** Shared state of both servers. */
export interface Ctx {
  db: Db;
  config: SandboxConfig;
  faults: FaultState;
  /** Ports actually bound (differ from config when 0 was asked). */
  ports: { api: number; provider: number };
  smsOutbox: SmsMessage[];
  /** Chat rooms (set when the WebSocket route is registered). */
  chat: ChatBus | null;
  log: (msg: string) => void;
  /** Sandbox time (src/clock.ts). */
  clock: SandboxClock;
}

/** Absolute base URL of media served by the operator server. */
export function mediaBase(ctx: Ctx): string {
  return ctx.config.publicBaseUrl ?? `http://127.0.0.1:${ctx.ports.api}`;
}

export function providerBase(ctx: Ctx): string {
  return `http://127.0.0.1:${ctx.ports.provider}`;
}

/** Prefixes a sandbox media path with the media base; absolute URLs pass through. */
export function mediaUrl(ctx: Ctx, path: string): string {
  if (!path || /^https?:\/\//.test(path)) return path;
  return `${mediaBase(ctx)}${path}`;
}
