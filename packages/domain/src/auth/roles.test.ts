import { describe, expect, it } from 'vitest';
import { hasPermission, PERMISSIONS } from './roles.js';

describe('permission gate', () => {
  it.each([
    ['admin', 'admin', true],
    ['admin', 'employee', false],
    ['admin', 'customer', false],
    ['user_management', 'admin', true],
    ['user_management', 'employee', false],
    ['user_management', 'customer', false],
    ['branch_management', 'admin', true],
    ['branch_management', 'employee', false],
    ['branch_management', 'customer', false],
    ['admin_or_employee', 'admin', true],
    ['admin_or_employee', 'employee', true],
    ['admin_or_employee', 'customer', false],
    ['goods_management', 'admin', true],
    ['goods_management', 'employee', true],
    ['goods_management', 'customer', false],
  ])('when the permission is %s and the role is %s, then allowed is %s', (permission, role, allowed) => {
    expect(hasPermission(role, permission)).toBe(allowed);
  });

  it.each(['reports', 'Admin', '', 'toString', 'constructor', '__proto__', 'hasOwnProperty'])(
    'when the permission %j is unknown, then every role is denied',
    (permission) => {
      for (const role of ['admin', 'employee', 'customer']) expect(hasPermission(role, permission)).toBe(false);
    },
  );

  it.each([null, undefined, ''])('when there is no user (role %j), then every permission is denied', (role) => {
    for (const permission of Object.keys(PERMISSIONS)) expect(hasPermission(role, permission)).toBe(false);
  });

  it('when the role is unknown, then every permission is denied', () => {
    for (const permission of Object.keys(PERMISSIONS)) expect(hasPermission('auditor', permission)).toBe(false);
  });

  it('when the table is read, then it lists exactly the five spec permissions', () => {
    expect(Object.keys(PERMISSIONS).sort()).toEqual(
      ['admin', 'admin_or_employee', 'branch_management', 'goods_management', 'user_management'].sort(),
    );
  });
});
