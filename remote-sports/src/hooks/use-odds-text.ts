import { useSettingsStore } from '@app/shared/store';
import { formatOdds } from '../lib/odds-format';

/** Formats decimal odds in the member's chosen odds format (every price on screen goes through this). */
export function useOddsText(): (decimal: number | null | undefined) => string {
  const format = useSettingsStore((s) => s.oddsFormat);
  return (decimal) => formatOdds(decimal, format);
}
