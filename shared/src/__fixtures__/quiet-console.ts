// Test helper: mutes known library notices (React Router v7 future flags, i18next banner), nothing else.
export function quietLibraryNotices(): void {
  const warn = console.warn.bind(console);
  const info = console.info.bind(console);
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('React Router Future Flag Warning')) return;
    warn(...args);
  });
  jest.spyOn(console, 'info').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('i18next')) return;
    info(...args);
  });
}
