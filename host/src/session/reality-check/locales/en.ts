/** English messages of the reality check (the source of truth; vi and zh-cn mirror the keys). */
export const en = {
  title: 'Time check',
  played: 'You have been playing for {{duration}}.',
  durationHours: '{{h}} h {{min}} min',
  durationMinutes: '{{min}} min',
  intro: 'Take a moment to look at how this session is going.',
  resultLabel: 'This session',
  net: 'Net result',
  staked: 'Staked',
  returned: 'Returned',
  resultLoading: 'Loading the session result…',
  resultUnavailable: 'The session result is unavailable right now.',
  continue: 'Continue',
  logout: 'Log out',
  loggingOut: 'Logging out…',
};

export type RealityCheckMessages = typeof en;
