import { Bot, Layout, Palette, Share2, Smartphone, Users, Waypoints } from 'lucide-react';
import { memo } from 'react';
import { TabsList, TabsTrigger } from '../../ui/tabs';

/** The builder's seven tabs. Memoised: it has no props, so typing never draws it again. */
export const ToolTabs = memo(function ToolTabs() {
  return (
    <TabsList aria-label="Builder tools">
      <TabsTrigger value="content">
        <Layout aria-hidden="true" /> Content Editor
      </TabsTrigger>
      <TabsTrigger value="design">
        <Palette aria-hidden="true" /> Design
      </TabsTrigger>
      <TabsTrigger value="ai">
        <Bot aria-hidden="true" /> AI Assistant
      </TabsTrigger>
      <TabsTrigger value="mobile">
        <Smartphone aria-hidden="true" /> Mobile
      </TabsTrigger>
      <TabsTrigger value="share">
        <Share2 aria-hidden="true" /> Share
      </TabsTrigger>
      <TabsTrigger value="crm">
        <Users aria-hidden="true" /> CRM
      </TabsTrigger>
      <TabsTrigger value="journey">
        <Waypoints aria-hidden="true" /> Journey
      </TabsTrigger>
    </TabsList>
  );
});
