import {
  Bot,
  Layout,
  Newspaper,
  Palette,
  Share2,
  Smartphone,
  Users,
  Waypoints,
  type LucideIcon,
} from 'lucide-react';
import { memo } from 'react';
import { TabsList, TabsTrigger } from '../../ui/tabs';
import { preloadTab } from './tabs/lazy-tabs';

/** The builder's tabs, the spec's seven in its order, then the blog: what each TabsContent answers to. */
const TOOL_TABS: readonly { value: string; label: string; Icon: LucideIcon }[] = [
  { value: 'content', label: 'Content Editor', Icon: Layout },
  { value: 'design', label: 'Design', Icon: Palette },
  { value: 'ai', label: 'AI Assistant', Icon: Bot },
  { value: 'mobile', label: 'Mobile', Icon: Smartphone },
  { value: 'share', label: 'Share', Icon: Share2 },
  { value: 'crm', label: 'CRM', Icon: Users },
  { value: 'journey', label: 'Journey', Icon: Waypoints },
  // Issue 38: the website's blog, its posts and their editor.
  { value: 'blog', label: 'Blog', Icon: Newspaper },
];

/** The tab a link asks for (`/builder/3?tab=share`), or the Content Editor when it names none. */
export function tabOf(asked: string | null): string {
  return TOOL_TABS.find((tab) => tab.value === asked)?.value ?? 'content';
}

/** The tab buttons. Memoised: it has no props, so typing never draws it again. */
export const ToolTabs = memo(function ToolTabs() {
  return (
    // Wrapped onto a second line on a phone, not cut off behind a sideways scroll.
    <TabsList
      aria-label="Builder tools"
      className="flex-wrap gap-x-0 overflow-x-visible px-1 sm:gap-x-1 sm:px-3"
    >
      {TOOL_TABS.map(({ value, label, Icon }) => (
        <TabsTrigger
          key={value}
          value={value}
          className="px-2 py-2 sm:px-3 sm:py-2.5"
          onPointerEnter={() => preloadTab(value)}
          onFocus={() => preloadTab(value)}
        >
          <Icon aria-hidden="true" /> {label}
        </TabsTrigger>
      ))}
    </TabsList>
  );
});
