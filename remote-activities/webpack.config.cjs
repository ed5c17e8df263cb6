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
  // its first screen is drawn by the host's document server from a Node build of ./routes
  serverContainer: true,
});
