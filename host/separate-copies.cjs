// Modules the host hands the remotes as a separate instance (src/federation/host-shared.ts): stateless
// helpers, so the host's main.js keeps only the exports the host uses. The CommonJS build of the same
// package is another file than the ESM one the host imports, hence another module.
module.exports = {
  'zustand-middleware-for-remotes': require.resolve('zustand/middleware', { paths: [__dirname] }),
};
