// msw/node and the interceptors under it publish `browser: null`: under jsdom's `browser` export
// condition they would not resolve. They (and only they) resolve with Node's conditions.
const NODE_ONLY = /^(msw\/node|@mswjs\/interceptors)/;

module.exports = (request, options) => {
  const nodeOnly =
    NODE_ONLY.test(request) || /[\\/]@mswjs[\\/]interceptors[\\/]/.test(options.basedir);
  return options.defaultResolver(
    request,
    nodeOnly ? { ...options, conditions: ['node', 'require', 'default'] } : options,
  );
};
