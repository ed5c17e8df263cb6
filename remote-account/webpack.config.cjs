const { createAppConfig } = require('@app/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'remote_account',
  port: 3004,
  title: 'Account',
  exposes: { './routes': './src/app/routes.tsx' },
  appManifest: require('./src/app-manifest.json'),
  // the member centre's overview is drawn by the host's document server from a Node build of ./routes
  serverContainer: true,
});
