export const ROLES = ['admin', 'employee', 'customer'] as const;
export type Role = (typeof ROLES)[number];

/** Where /dashboard sends each role (spec 01 section 2); an unknown role goes to '/'. */
export function dashboardPathFor(role: string | null | undefined): string {
  switch (role) {
    case 'admin':
      return '/admin/dashboard';
    case 'employee':
      return '/employee/dashboard';
    case 'customer':
      return '/customer/dashboard';
    default:
      return '/';
  }
}

/** Each role's account settings screen (profile, notifications, security). */
export function settingsPathFor(role: string | null | undefined): string | null {
  return role === 'admin' || role === 'employee' || role === 'customer' ? `/${role}/settings` : null;
}

export type NavLink = { to: string; label: string };

/** Role links of the navigation bar (spec 01 section 2 "Navigation bar"). */
export const ROLE_NAV_LINKS: Record<Role, readonly NavLink[]> = {
  admin: [
    { to: '/admin/manage-users', label: 'Users' },
    { to: '/admin/manage-goods', label: 'Goods' },
    { to: '/admin/manage-branches', label: 'Branches' },
    { to: '/admin/assignments', label: 'Assignments' },
    { to: '/admin/applications', label: 'Applications' },
    { to: '/admin/billing', label: 'Billing' },
    { to: '/admin/settings', label: 'Settings' },
  ],
  employee: [
    { to: '/employee/assignments', label: 'Assignments' },
    { to: '/employee/applications', label: 'Applications' },
    { to: '/employee/inventory', label: 'Inventory' },
    { to: '/employee/transfers', label: 'Transfers' },
    { to: '/employee/billing', label: 'Billing' },
    { to: '/employee/settings', label: 'Settings' },
  ],
  customer: [
    { to: '/customer/store-goods', label: 'Store Goods' },
    { to: '/customer/storage', label: 'My Storage' },
    { to: '/customer/branch-capacity', label: 'Branch Capacity' },
    { to: '/customer/apply-to-store', label: 'Apply to Store' },
    { to: '/customer/billing', label: 'Billing' },
    { to: '/customer/settings', label: 'Settings' },
  ],
};

/** Which roles may open each area of routes (spec 01 section 6, spec 02 section 2). */
export const AREA_ROLES = {
  customer: ['customer'],
  employee: ['employee', 'admin'],
  admin: ['admin'],
} as const satisfies Record<string, readonly Role[]>;

/** Permission gate of spec 02 section 6: unknown permissions and no user are denied. */
export const PERMISSIONS = {
  admin: ['admin'],
  user_management: ['admin'],
  branch_management: ['admin'],
  admin_or_employee: ['admin', 'employee'],
  goods_management: ['admin', 'employee'],
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof PERMISSIONS;

export function hasPermission(role: string | null | undefined, permission: string): boolean {
  if (!role) return false;
  if (!Object.hasOwn(PERMISSIONS, permission)) return false;
  const allowed: readonly string[] = PERMISSIONS[permission as Permission];
  return allowed.includes(role);
}
