const { createAppConfig } = require('@app/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'host',
  port: 3000,
  title: 'BetLive',
  runtimeHost: true,
  earlyScript: './src/boot/early-start-entry.ts',
  splitChunks: {
    cacheGroups: {
      default: { minChunks: 2, priority: -20, reuseExistingChunk: true, minSize: 40000 },
      // the header's avatar and the federation chunk's `@app/shared/ui` both need it: one copy
      avatar: {
        test: /[\\/]shared[\\/]src[\\/]ui[\\/]avatar/,
        name: 'avatar',
        chunks: 'async',
        enforce: true,
      },
    },
  },
});
