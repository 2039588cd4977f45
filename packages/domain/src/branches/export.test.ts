import { describe, expect, it } from 'vitest';
import { branchesToCsv, branchExportFileName } from './export.js';
import type { Branch } from './schemas.js';

const branch = (overrides: Partial<Branch> = {}): Branch => ({
  id: 1,
  name: 'Downtown Central',
  location: '120 Market Street, Springfield',
  description: null,
  capacity: 1000,
  available_space: 700,
  reserved_space: 0,
  stored_space: 0,
  other_use: 300,
  used_space: 300,
  manager_id: null,
  manager_name: null,
  created_at: '2024-05-01T10:00:00.000Z',
  version: 1,
  ...overrides,
});

describe('branchesToCsv', () => {
  it('when there are no branches, then only the header line is written', () => {
    expect(branchesToCsv([])).toBe(
      'ID,Name,Location,Description,Total Capacity,Used Space,Reserved Space,Available Space,Utilization %,Manager,Created At\r\n',
    );
  });

  it('when a branch is exported, then used space and utilization are derived and commas are quoted', () => {
    const [, row] = branchesToCsv([branch({ manager_name: 'Emma Stone' })]).split('\r\n');
    expect(row).toBe(
      '1,Downtown Central,"120 Market Street, Springfield",,1000,300,0,700,30,Emma Stone,2024-05-01T10:00:00.000Z',
    );
  });

  it('when a cell starts with a formula character, then it is escaped so a spreadsheet shows it as text', () => {
    const [, row] = branchesToCsv([branch({ name: '=HYPERLINK("x")', location: '@home', description: '-1+1' })]).split(
      '\r\n',
    );
    expect(row).toBe(`1,"'=HYPERLINK(""x"")",'@home,'-1+1,1000,300,0,700,30,,2024-05-01T10:00:00.000Z`);
  });
});

describe('branchExportFileName', () => {
  it('when called, then the local date is used with zero padding', () => {
    expect(branchExportFileName(new Date(2025, 0, 7, 23, 59))).toBe('branches_2025-01-07.csv');
    expect(branchExportFileName(new Date(2025, 11, 31, 0, 0))).toBe('branches_2025-12-31.csv');
  });
});
