const { createAppConfig } = require('@app/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'remote_account',
  port: 3004,
  title: 'Account',
  exposes: { './routes': './src/app/routes.tsx' },
  appManifest: require('./src/app-manifest.json'),
  // the member centre's overview, drawn before this remote's code arrives (issue 16)
  earlyPaint: './src/app/early-paint.ts',
});
