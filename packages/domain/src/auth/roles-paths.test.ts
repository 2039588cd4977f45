import { describe, expect, it } from 'vitest';
import { AREA_ROLES, dashboardPathFor, ROLE_NAV_LINKS } from './roles.js';

describe('role routing', () => {
  it.each([
    ['admin', '/admin/dashboard'],
    ['employee', '/employee/dashboard'],
    ['customer', '/customer/dashboard'],
    ['auditor', '/'],
    [null, '/'],
  ])('when the role is %s, then /dashboard goes to %s', (role, path) => {
    expect(dashboardPathFor(role)).toBe(path);
  });
  it('when the areas are read, then admins may open employee routes but not customer routes', () => {
    expect(AREA_ROLES.employee).toEqual(['employee', 'admin']);
    expect(AREA_ROLES.admin).toEqual(['admin']);
    expect(AREA_ROLES.customer).toEqual(['customer']);
  });
  it('when nav links are read, then each role gets the spec links', () => {
    expect(ROLE_NAV_LINKS.admin.map((l) => l.to)).toEqual([
      '/admin/manage-users',
      '/admin/manage-goods',
      '/admin/manage-branches',
      '/admin/assignments',
      '/admin/applications',
      '/admin/billing',
      '/admin/settings',
    ]);
    expect(ROLE_NAV_LINKS.employee.map((l) => l.to)).toEqual([
      '/employee/assignments',
      '/employee/applications',
      '/employee/inventory',
      '/employee/transfers',
      '/employee/billing',
      '/employee/settings',
    ]);
    expect(ROLE_NAV_LINKS.customer.map((l) => l.to)).toEqual([
      '/customer/store-goods',
      '/customer/storage',
      '/customer/branch-capacity',
      '/customer/apply-to-store',
      '/customer/billing',
      '/customer/settings',
    ]);
  });
});
