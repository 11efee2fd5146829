import {
  BarChart3,
  BookOpen,
  FolderOpen,
  MessagesSquare,
  Palette,
  Sparkles,
  Tag,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { lastDays, type Day } from '../../../../model/analytics/date-range';
import type { HubCounts } from '../../../../model/hub/activity';
import { analyticsSearch } from '../../../app/analytics-queries';

export type HubArea = {
  path: string;
  title: string;
  description: string;
  action: string;
  icon: LucideIcon;
  /** Which count is the area's; absent while the area is not built (no false 0). */
  count?: keyof HubCounts;
  /** What the count counts, for screen readers and on hover (default 'Items'). */
  countLabel?: string;
  /** A second, useful way in ('New' in that area). */
  secondary?: HubSecondary;
};

export type HubSecondary = {
  label: string;
  /** Where it goes; a function for an address that depends on the day (today, in UTC). */
  href: string | ((today: Day) => string);
  /** A file to save (the link downloads it in place) rather than a screen to open. */
  download?: boolean;
};

/** The CSV of the last 30 days on every website: the window the Content Analytics card counts. */
export function analyticsCsvHref(today: Day): string {
  return `/api/analytics.csv?${analyticsSearch({ websiteId: null, ...lastDays(today, 30) })}`;
}

/** The spec's seven cards, in its order, with its action labels, and My Offers (issue 24). */
export const HUB_AREAS: readonly HubArea[] = [
  {
    path: '/customer-avatars',
    title: 'Customer Avatars',
    description: 'Your ideal clients, in their own words: who every piece of AI copy is for.',
    action: 'Manage Avatars',
    icon: UsersRound,
    count: 'avatars',
    secondary: { label: 'New', href: '/customer-avatars?new=1' },
  },
  {
    path: '/story-memory-bank',
    title: 'Story Memory Bank',
    description: 'The stories that make you credible: yours and your clients’.',
    action: 'View Stories',
    icon: BookOpen,
    count: 'stories',
    secondary: { label: 'New', href: '/story-memory-bank?new=1' },
  },
  {
    path: '/my-offers',
    title: 'My Offers',
    description: 'What you sell, with its real price and links: used on pages and by AI.',
    action: 'Manage Offers',
    icon: Tag,
    count: 'offers',
    countLabel: 'Offers',
    secondary: { label: 'New', href: '/my-offers?new=1' },
  },
  {
    path: '/personal-storage',
    title: 'Personal Storage',
    description: 'Your photos, logos and documents, ready for your pages.',
    action: 'Manage Files',
    icon: FolderOpen,
    count: 'files',
    // ?upload=1: the upload area is highlighted and its 'Choose files' focused (one key away).
    secondary: { label: 'Upload', href: '/personal-storage?upload=1' },
  },
  {
    path: '/content-library',
    title: 'Generated Content',
    description: 'Everything AI wrote for you: website copy, emails, posts and offers.',
    action: 'View Content',
    icon: Sparkles,
    count: 'content',
    // ?write=1: straight to the 'Write' buttons (what to write), the first one focused.
    secondary: { label: 'Write', href: '/content-library?write=1' },
  },
  {
    path: '/brand-assets',
    title: 'Brand Assets',
    description: 'Your colours, fonts, logo and voice, in one kit.',
    action: 'Manage Brand',
    icon: Palette,
    count: 'brand',
    // #apply: the 'Apply to a website' panel, scrolled to and focused once the kit has loaded.
    secondary: { label: 'Apply', href: '/brand-assets#apply' },
  },
  {
    path: '/content-analytics',
    title: 'Content Analytics',
    description: 'How your pages and content perform.',
    action: 'View Analytics',
    icon: BarChart3,
    count: 'analytics',
    countLabel: 'Page views in the last 30 days',
    secondary: { label: 'Export CSV', href: analyticsCsvHref, download: true },
  },
  {
    path: '/business-coach',
    title: 'AI Business Coach',
    description: 'Think through your next move with a coach of your own.',
    action: 'Start Session',
    icon: MessagesSquare,
    count: 'coach',
    countLabel: 'Coaching sessions',
    // ?new=1: a new session is started and opened, with the message box focused.
    secondary: { label: 'New session', href: '/business-coach?new=1' },
  },
];

/** The spec's Quick Actions: links into the app (a new tab only when the coach asks for one). */
export const QUICK_ACTIONS = [
  { label: 'New Avatar', href: '/customer-avatars?new=1' },
  { label: 'Write Story', href: '/storytelling' },
  { label: 'Upload Assets', href: '/personal-storage' },
  { label: 'View Content', href: '/content-library' },
] as const;
