import { getRuntimeConfig, serverClock } from '@app/shared/client';
import {
  isUnderMaintenance,
  parseMaintenanceTime,
  type Clock,
  type MaintenanceWindowLike,
} from '@app/shared/rules';

/** An active maintenance window; `end` null when the server gave none that parses. */
export interface ActiveMaintenance {
  end: number | null;
}

/**
 * The window a lobby or game is inside now (SPEC §4: start <= now < end by the server's clock,
 * Vietnam times read as UTC+8), or null when it can be played.
 */
export function activeMaintenance(
  item: MaintenanceWindowLike | null | undefined,
  clock: Clock = serverClock,
  market: string = getRuntimeConfig().market,
): ActiveMaintenance | null {
  if (!isUnderMaintenance(item, clock, market)) return null;
  return { end: parseMaintenanceTime(item?.endTimestamp, market) };
}

/** The lobby's window wins over the game's: the whole lobby is closed until it ends. */
export function launchMaintenance(
  lobby: MaintenanceWindowLike,
  game: MaintenanceWindowLike,
  clock: Clock = serverClock,
  market: string = getRuntimeConfig().market,
): ActiveMaintenance | null {
  return activeMaintenance(lobby, clock, market) ?? activeMaintenance(game, clock, market);
}
