// Paths no server of the site answers, whatever the folder holds: source maps (built hidden, for the
// error reports' stack traces) and any dot-file or dot-folder (the host's server code is in .server/).
// build/serve.mjs tests them per request; build/nginx-config.mjs writes them into nginx's config.

/** Matched against the decoded path. */
export const HIDDEN_PATHS = [/\.map$/, /\/\./];

/** @param {string} decodedPathname */
export const isHiddenPath = (decodedPathname) =>
  HIDDEN_PATHS.some((pattern) => pattern.test(decodedPathname));
