// What remotes take from @app/shared/store (provided-surface.test.ts checks it covers their imports).
import {
  selectIsLoggedIn,
  useAppStore,
  useSessionStore,
  useSettingsStore,
  whileMoneyMoves,
} from '@app/shared/store';

/** Handed to the share scope as it is: an object of the names (no module namespace of getters). */
export const provided = {
  selectIsLoggedIn,
  useAppStore,
  useSessionStore,
  useSettingsStore,
  whileMoneyMoves,
};
