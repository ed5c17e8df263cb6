/** Storage keys (without the `__` prefix of SPEC §9) read both by the app and by the early script. */
export const LANGUAGE_STORAGE_KEY = 'language';
/** Holds the device id (SPEC §3). */
export const DEVICE_ID_STORAGE_KEY = 'deviceId';
/** The persisted part of the session store. */
export const SESSION_STORAGE_KEY = 'session';
/** The persisted sportsbook settings (odds format and odds change). */
export const SETTINGS_STORAGE_KEY = 'settings';
/** The persisted sportsbook address and token (the sports-config store). */
export const SPORTS_CONFIG_STORAGE_KEY = 'sportsConfig';
/**
 * The language's mirror in a first-party cookie: the document server cannot read localStorage, and
 * draws the first screen in the language the page will pick.
 */
export const LANGUAGE_COOKIE = 'lang';
/**
 * Whether the browser holds a login, mirrored in a first-party cookie (never the token): the document
 * server draws a page that needs a login only for a browser that has one (host/src/server).
 */
export const MEMBER_COOKIE = 'member';
