import * as Tabs from '../../../components/ui/tabs';
import { sideTabListClass, sideTabTriggerClass } from '../../../components/ui/side-tabs';
import type { LucideIcon } from 'lucide-react/types';
import type { ReactNode } from 'react';

export type SettingsTab = { value: string; label: string; icon: LucideIcon; content: ReactNode };

/** Tabs on the left on wide screens and across the top on narrow ones (arrow keys move between them; components/ui/tabs.tsx). */
export function SettingsTabs({ tabs, label }: { tabs: readonly SettingsTab[]; label: string }) {
  return (
    <Tabs.Root
      defaultValue={tabs[0]?.value}
      orientation="vertical"
      className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]"
    >
      <Tabs.List aria-label={label} className={sideTabListClass}>
        {tabs.map(({ value, label: tabLabel, icon: Icon }) => (
          <Tabs.Trigger key={value} value={value} className={sideTabTriggerClass}>
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {tabLabel}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map(({ value, content }) => (
        // Kept mounted while hidden, so unsaved edits survive a look at another tab.
        <Tabs.Content
          key={value}
          value={value}
          forceMount
          className="min-w-0 focus-visible:outline-none data-[state=inactive]:hidden"
        >
          {content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
