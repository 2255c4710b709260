/** The keepers (rubber, Chicago, Bugger Bridge, team match), History, IMPs, and the print and records pages. */
export const keepers = {
  'history.tab': 'History',
} as const;
