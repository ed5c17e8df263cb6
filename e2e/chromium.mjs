// Debian's Chromium with the flags this machine needs (no sandbox as root, no background networking,
// since only loopback is reachable). Shared by the Playwright config and the measuring scripts.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
