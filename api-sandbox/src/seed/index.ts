import type { Db } from '../db/open';
import { clearAll, kvGet, kvSet } from '../db/open';
import { seedAds, seedGames, seedGifts } from './content';
import { seedMatches } from './matches';
import { seedStreams } from './streams';
import { seedUsers } from './users';

/** Sensitive words are masked in chat; shielded words (reported by anchors) block the message. */
export const SENSITIVE_WORDS = ['lừa đảo', 'scam', 'cá độ ngầm', 'ma túy', 'fuck', 'telegram.me'];

export const CHATROOM_CONFIG = {
  speakSwitch: 1,
  speakVipLevel: 0,
  floodWindowS: 10,
  floodMax: 5,
  repeatNum: 3,
  maxLength: 200,
  autoMuteMinutes: 10,
};

/** Wipes every table and inserts the seed data. */
export function seedAll(db: Db, now = Date.now()): void {
  db.transaction(() => {
    clearAll(db);
    seedUsers(db, now);
    seedMatches(db, now);
    seedStreams(db, now);
    seedAds(db, now);
    seedGames(db);
    seedGifts(db);
    kvSet(db, 'sensitiveWords', SENSITIVE_WORDS);
    kvSet(db, 'chatroomConfig', CHATROOM_CONFIG);
    kvSet(db, 'seededAt', now);
  })();
}

export function isSeeded(db: Db): boolean {
  return kvGet<number>(db, 'seededAt') !== null;
}
