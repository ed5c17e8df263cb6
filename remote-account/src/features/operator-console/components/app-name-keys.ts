/** The console's word for each app of the site (host and remotes), by its registry id. */
export const APP_NAME_KEYS = {
  host: 'console.health.app.host',
  sports: 'console.health.app.sports',
  live: 'console.health.app.live',
  activities: 'console.health.app.activities',
  account: 'console.health.app.account',
} as const;
