import {
  Bot,
  Layout,
  Palette,
  Share2,
  Smartphone,
  Users,
  Waypoints,
  type LucideIcon,
} from 'lucide-react';
import { memo } from 'react';
import { TabsList, TabsTrigger } from '../../ui/tabs';

/** The builder's seven tabs, in the spec's order: the value each TabsContent answers to, and its name. */
const TOOL_TABS: readonly { value: string; label: string; Icon: LucideIcon }[] = [
  { value: 'content', label: 'Content Editor', Icon: Layout },
  { value: 'design', label: 'Design', Icon: Palette },
  { value: 'ai', label: 'AI Assistant', Icon: Bot },
  { value: 'mobile', label: 'Mobile', Icon: Smartphone },
  { value: 'share', label: 'Share', Icon: Share2 },
  { value: 'crm', label: 'CRM', Icon: Users },
  { value: 'journey', label: 'Journey', Icon: Waypoints },
];

/** The tab buttons. Memoised: it has no props, so typing never draws it again. */
export const ToolTabs = memo(function ToolTabs() {
  return (
    <TabsList aria-label="Builder tools">
      {TOOL_TABS.map(({ value, label, Icon }) => (
        <TabsTrigger key={value} value={value}>
          <Icon aria-hidden="true" /> {label}
        </TabsTrigger>
      ))}
    </TabsList>
  );
});
