import type { ResolvedTheme } from '../theme';

/** Each template's own colours and fonts; the Design tab's choices override them. */
export const TEMPLATE_THEMES: Record<string, ResolvedTheme> = {
  'coach-exact': {
    primaryColor: '#5b21b6',
    accentColor: '#d4a373',
    headingFont: 'playfair',
    bodyFont: 'montserrat',
  },
  coach: {
    primaryColor: '#1d4ed8',
    accentColor: '#f59e0b',
    headingFont: 'montserrat',
    bodyFont: 'montserrat',
  },
  'coach-advanced': {
    primaryColor: '#7c3aed',
    accentColor: '#db2777',
    headingFont: 'montserrat',
    bodyFont: 'inter',
  },
  'coach-minimal': {
    primaryColor: '#111827',
    accentColor: '#0d9488',
    headingFont: 'inter',
    bodyFont: 'inter',
  },
  'coach-bold': {
    primaryColor: '#dc2626',
    accentColor: '#facc15',
    headingFont: 'montserrat',
    bodyFont: 'montserrat',
  },
  'coach-elegant': {
    primaryColor: '#7c5c3b',
    accentColor: '#b08d57',
    headingFont: 'playfair',
    bodyFont: 'inter',
  },
  'coaching-offer': {
    primaryColor: '#0f766e',
    accentColor: '#f97316',
    headingFont: 'montserrat',
    bodyFont: 'inter',
  },
  'retreat-offer': {
    primaryColor: '#9a3412',
    accentColor: '#65a30d',
    headingFont: 'playfair',
    bodyFont: 'montserrat',
  },
  'course-offer': {
    primaryColor: '#4338ca',
    accentColor: '#f59e0b',
    headingFont: 'inter',
    bodyFont: 'inter',
  },
  'leadership-course': {
    primaryColor: '#0f172a',
    accentColor: '#b91c1c',
    headingFont: 'playfair',
    bodyFont: 'inter',
  },
};

export const FALLBACK_THEME = TEMPLATE_THEMES.coach as ResolvedTheme;
