/** The popup's shell, the Score, Deal and Options views, the shared components, and storage's messages. */
export const popup = {
  'app.title': 'Bridge Scorer',
} as const;
