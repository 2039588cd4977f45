import {
  createContext,
  useContext,
  useId,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

/**
 * Tabs after the WAI-ARIA tabs pattern: a tablist of buttons with one tab stop (the selected tab);
 * arrow keys, Home and End move between tabs and select the one they reach; each panel is labelled
 * by its tab. The parts and props are Radix Tabs' (Root, List, Trigger, Content; data-state), which
 * the screens used before. Radix wraps each panel in its animation `Presence`, which reads the
 * panel's computed style while React commits the screen: a whole-page style and layout pass inside
 * that task. No panel here
 * animates, so none of that is needed: the browser lays the page out once, when it paints.
 */

type Orientation = 'horizontal' | 'vertical';
type TabsContextValue = { baseId: string; value: string; select: (value: string) => void; orientation: Orientation };

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`Tabs.${part} must be inside Tabs.Root`);
  return context;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;
const state = (selected: boolean) => (selected ? 'active' : 'inactive');

type RootProps = Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange'> & {
  /** The selected tab, controlled; or `defaultValue` alone, and the tabs keep it themselves. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** How the tabs are laid out, for the arrow keys (vertical lists take up/down as well as left/right). */
  orientation?: Orientation;
};

export function Root({ value, defaultValue, onValueChange, orientation = 'horizontal', ...props }: RootProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue ?? '');
  const selected = value ?? own;
  const select = (next: string) => {
    if (next === selected) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value: selected, select, orientation }}>
      <div data-orientation={orientation} {...props} />
    </TabsContext.Provider>
  );
}

/** Keys that move along the list, by orientation: -1 back, 1 on, 'first' / 'last'. */
const MOVES: Record<Orientation, Record<string, -1 | 1 | 'first' | 'last'>> = {
  horizontal: { ArrowLeft: -1, ArrowRight: 1, Home: 'first', End: 'last' },
  // A vertical list may sit across the top on a narrow screen (the settings screens' does).
  vertical: { ArrowUp: -1, ArrowDown: 1, ArrowLeft: -1, ArrowRight: 1, Home: 'first', End: 'last' },
};

export function List({ onKeyDown, ...props }: HTMLAttributes<HTMLDivElement>) {
  const { orientation } = useTabs('List');
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const step = MOVES[orientation][event.key];
    if (step === undefined || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (tabs.length === 0 || current < 0) return;
    event.preventDefault();
    const next =
      step === 'first' ? 0 : step === 'last' ? tabs.length - 1 : (current + step + tabs.length) % tabs.length;
    // Focus selects (Trigger's onFocus): the arrow keys show the tab they reach.
    tabs[next]!.focus();
  };
  return <div role="tablist" aria-orientation={orientation} onKeyDown={move} {...props} />;
}

type TriggerProps = Omit<HTMLAttributes<HTMLButtonElement>, 'value'> & { value: string; disabled?: boolean };

export function Trigger({ value, onClick, onFocus, ...props }: TriggerProps) {
  const { baseId, value: selectedValue, select } = useTabs('Trigger');
  const selected = value === selectedValue;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(baseId, value)}
      data-state={state(selected)}
      // One tab stop for the list: the selected tab; the arrow keys reach the others.
      tabIndex={selected ? 0 : -1}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        select(value);
      }}
      {...props}
    />
  );
}

type ContentProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  value: string;
  /** Keep the panel rendered while another is shown (hidden by its data-state), so its state survives. */
  forceMount?: boolean;
  children?: ReactNode;
};

export function Content({ value, forceMount = false, children, ...props }: ContentProps) {
  const { baseId, value: selectedValue } = useTabs('Content');
  const selected = value === selectedValue;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      data-state={state(selected)}
      hidden={!selected && !forceMount}
      // A panel is a tab stop of its own, so a keyboard reader reaches its text right after the tab.
      tabIndex={0}
      {...props}
    >
      {(selected || forceMount) && children}
    </div>
  );
}
