/** Defaults of the runtime config's fields the early script reads before the schema is loaded. */
export const CONFIG_DEFAULTS = {
  market: 'vietnam',
  appVersion: '1.0.0',
  requestTimeoutMs: 15000,
} as const;
