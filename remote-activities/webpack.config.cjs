const { createAppConfig } = require('@app/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'remote_activities',
  port: 3003,
  title: 'Promotions',
  exposes: {
    './routes': './src/app/routes.tsx',
    './widgets/promo-strip': './src/widgets/promo-strip.tsx',
  },
  appManifest: require('./src/app-manifest.json'),
  // the promotions list's first cards, drawn before this remote's code arrives (issue 16)
  earlyPaint: './src/features/catalog/early-paint.ts',
});
