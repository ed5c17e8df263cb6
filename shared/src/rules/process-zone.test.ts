// The zoned jest environment (build/jest/zoned-environment.cjs) changes Node's zone, not a copy of
// `env`: Date's local fields and Intl's default both follow it (issue 53).
it('the process runs in New York, daylight saving included', () => {
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/New_York');
  expect(new Date(Date.UTC(2026, 0, 15)).getTimezoneOffset()).toBe(300);
  expect(new Date(Date.UTC(2026, 6, 15)).getTimezoneOffset()).toBe(240);
  expect(new Date(Date.UTC(2026, 0, 15, 3)).getDate()).toBe(14);
});
