/** The Content Hub areas whose screens the spec names but does not show. */
export const AREAS = {
  '/business-coach': { title: 'AI Business Coach', empty: 'No coaching sessions yet.' },
} as const;

export type AreaPath = keyof typeof AREAS;
