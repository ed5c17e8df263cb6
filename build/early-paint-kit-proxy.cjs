// What a module of a remote's early-painter kit is in the remote's container: the kit the container's
// runtime loaded before this chunk ran (build/early-paint-kit-plugin.cjs). Named imports read its
// exports as they are used.
/* global __webpack_require__ */
module.exports = __webpack_require__.earlyKit;
