// What the browser build and the host's prerender bundle (build/prerender.cjs) share: the build's id
// and the loaders for TypeScript and CSS modules, so both write the same code and class names.
const { execSync } = require('node:child_process');

/** BUILD_ID, else the commit and the time: what a deployed app reports (app-manifest, /platform-status). */
function buildId() {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  let rev = 'local';
  try {
    rev = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // not a git checkout: the timestamp alone identifies the build
  }
  return `${rev}-${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}`;
}

/**
 * TypeScript and JSX through swc (the browser build and the host's prerender bundle alike);
 * `refresh` adds React Fast Refresh's registrations (the development servers).
 */
function scriptRule(prod, refresh = false) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !prod, refresh } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * CSS modules: the class names depend only on the app name, the file and the class, so the
 * prerender bundle (build/prerender.cjs) writes the same names as the browser build.
 */
function cssLoaderOptions(name, prod, exportOnlyLocals = false) {
  return {
    modules: {
      auto: true,
      namedExport: false,
      exportLocalsConvention: 'as-is',
      localIdentName: prod ? `${name}_[hash:base64:6]` : `${name}__[name]__[local]`,
      exportOnlyLocals,
    },
  };
}

module.exports = { buildId, cssLoaderOptions, scriptRule };
