/**
 * The settings screens' tab list: a column on the left on wide screens; on narrow ones the tabs wrap
 * onto as many rows as they need, so every tab is in sight (a sideways-scrolling strip hid the last
 * ones off-screen on phones, with nothing to say they were there).
 */
export const sideTabListClass =
  'flex flex-wrap gap-1 rounded-xl border border-gray-200 bg-white p-2 shadow-sm lg:h-fit lg:flex-col lg:flex-nowrap';

export const sideTabTriggerClass =
  'flex shrink-0 items-center gap-2.5 rounded-lg px-3 py-2.5 text-left text-sm font-medium whitespace-nowrap text-gray-700 transition-colors hover:bg-gray-100 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-700';
