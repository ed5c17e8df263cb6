const { createAppConfig } = require('@app/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'remote_live',
  port: 3002,
  title: 'Live',
  exposes: {
    './routes': './src/app/routes.tsx',
    './widgets/live-now': './src/widgets/live-now.tsx',
    './widgets/match-video': './src/widgets/match-video.tsx',
  },
  appManifest: require('./src/app-manifest.json'),
  // the live room's frame, drawn before this remote's code arrives (issue 16)
  earlyPaint: './src/app/early-paint.ts',
});
