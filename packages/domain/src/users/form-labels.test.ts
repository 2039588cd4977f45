import { describe, expect, it } from 'vitest';
import { ROLES } from '../auth/roles.js';
import { ROLE_LABELS, USER_STATUS_LABELS } from './form.js';
import { USER_STATUSES } from './schemas.js';

describe('user screen labels', () => {
  it('when every role and status is named, then none is missing or blank', () => {
    expect(ROLES.map((role) => ROLE_LABELS[role])).toEqual(['Admin', 'Employee', 'Customer']);
    expect(USER_STATUSES.map((status) => USER_STATUS_LABELS[status])).toEqual(['Active', 'Inactive']);
  });
});
