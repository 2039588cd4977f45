import { cn } from '../../lib/cn';

export const navLinkClasses = (active: boolean) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
    active ? 'bg-brand-50 text-brand-700' : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
  );

export const mobileLinkClasses = (active: boolean) =>
  cn(
    'block rounded-lg px-3 py-2.5 text-base font-medium',
    active ? 'bg-brand-50 text-brand-700' : 'text-gray-800 hover:bg-gray-100',
  );

export function roleLabel(role: string): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}

/** Every role's settings screen lives at /<role>/settings (spec 01 section 2, spec 02 section 2). */
export function settingsPathFor(role: string): string {
  return `/${role}/settings`;
}
