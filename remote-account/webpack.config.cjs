const { createAppConfig } = require('@app/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'remote_account',
  port: 3004,
  title: 'Account',
  exposes: { './routes': './src/app/routes.tsx' },
  appManifest: require('./src/app-manifest.json'),
});
