/**
 * The red count on an icon of the navigation bar (the bell's unread, the inbox's unhandled);
 * nothing at 0. Hidden from screen readers: the icon's own name says the number.
 */
export function CountBadge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className="absolute top-1 right-1 flex min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-4.5 font-semibold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
