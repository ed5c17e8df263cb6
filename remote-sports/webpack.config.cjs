const { createAppConfig } = require('@app/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'remote_sports',
  port: 3001,
  title: 'Sports',
  exposes: {
    './routes': './src/app/routes.tsx',
    './widgets/hot-matches': './src/widgets/hot-matches.tsx',
  },
  appManifest: require('./src/app-manifest.json'),
  // the match list's first screen, drawn before this remote's code arrives (issue 16)
  earlyPaint: './src/app/early-paint.ts',
  // the helpers the painter's drawing and the routes share: the container takes the painter's
  earlyPaintKit: './src/app/early-paint-kit.ts',
});
