import type { ActivityDef } from './catalog';

/** What every mechanic view gets from the page frame. */
export interface MechanicProps {
  def: ActivityDef;
  /** The server activity behind the page (null when the server runs none for it). */
  activityId: number | null;
  /** The server's fixed reward for the activity, if it states one. */
  bonus: number | null;
}
