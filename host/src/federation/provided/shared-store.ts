// What remotes take from @app/shared/store (provided-surface.test.ts checks it covers their imports).
export {
  selectIsLoggedIn,
  useAppStore,
  useSessionStore,
  useSettingsStore,
  whileMoneyMoves,
} from '@app/shared/store';
