import { cn } from '../../lib/cn';

export const navLinkClasses = (active: boolean) =>
  cn(
    'rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors',
    active ? 'bg-brand-50 text-brand-700' : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
  );

export const mobileLinkClasses = (active: boolean) =>
  cn(
    'block rounded-lg px-3 py-2.5 text-base font-medium',
    active ? 'bg-brand-50 text-brand-700' : 'text-gray-800 hover:bg-gray-100',
  );

const ROLE_LABEL_KEYS = {
  admin: 'common:roles.admin',
  employee: 'common:roles.employee',
  customer: 'common:roles.customer',
} as const;

/** The catalog key of a role's name; an unknown role reads as it is sent. */
export function roleLabelKey(role: string) {
  return role in ROLE_LABEL_KEYS ? ROLE_LABEL_KEYS[role as keyof typeof ROLE_LABEL_KEYS] : null;
}

/** The catalog key of each navigation link's label (ROLE_NAV_LINKS), by path. */
const NAV_LABEL_KEYS = {
  '/admin/manage-users': 'common:nav.users',
  '/admin/manage-goods': 'common:nav.goods',
  '/admin/manage-branches': 'common:nav.branches',
  '/admin/assignments': 'common:nav.assignments',
  '/admin/applications': 'common:nav.applications',
  '/admin/billing': 'common:nav.billing',
  '/admin/settings': 'common:nav.settings',
  '/employee/assignments': 'common:nav.assignments',
  '/employee/applications': 'common:nav.applications',
  '/employee/inventory': 'common:nav.inventory',
  '/employee/transfers': 'common:nav.transfers',
  '/employee/billing': 'common:nav.billing',
  '/employee/settings': 'common:nav.settings',
  '/customer/store-goods': 'common:nav.storeGoods',
  '/customer/storage': 'common:nav.myStorage',
  '/employee/storage-queue': 'common:nav.storageQueue',
  '/admin/storage-queue': 'common:nav.storageQueue',
  '/customer/branch-capacity': 'common:nav.branchCapacity',
  '/customer/apply-to-store': 'common:nav.applyToStore',
  '/customer/billing': 'common:nav.billing',
  '/customer/settings': 'common:nav.settings',
} as const;

export function navLabelKey(to: string) {
  return to in NAV_LABEL_KEYS ? NAV_LABEL_KEYS[to as keyof typeof NAV_LABEL_KEYS] : null;
}

/** Every role's settings screen lives at /<role>/settings (spec 01 section 2, spec 02 section 2). */
export function settingsPathFor(role: string): string {
  return `/${role}/settings`;
}
