import { ASSIGNMENT_PAGE_MAX_LIMIT, assignmentSchema, type Assignment } from '@stockyard/domain';
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The list routes are bounded (at most ASSIGNMENT_PAGE_MAX_LIMIT rows a call), but both screens count
 * and filter the whole list, so they walk the pages. The walk itself is capped, so a runaway table
 * cannot keep the browser busy forever.
 */
export const MAX_ASSIGNMENT_PAGES = 50;

export async function collectPages<T extends { id: number }>(
  fetchPage: (skip: number, limit: number) => Promise<T[]>,
  limit: number = ASSIGNMENT_PAGE_MAX_LIMIT,
): Promise<T[]> {
  // Keyed by id: a row added while walking shifts the offsets and would otherwise show twice.
  const rows = new Map<number, T>();
  for (let page = 0; page < MAX_ASSIGNMENT_PAGES; page += 1) {
    const batch = await fetchPage(page * limit, limit);
    for (const row of batch) if (!rows.has(row.id)) rows.set(row.id, row);
    if (batch.length < limit) break;
  }
  return [...rows.values()];
}

/** Every assignment a list route answers (`path`: the admin's or the caller's own), walked page by page. */
export function getAllAssignments(path: string, signal?: AbortSignal): Promise<Assignment[]> {
  return collectPages(async (skip, limit) =>
    assignmentSchema.array().parse(await api.get(path, { query: { skip, limit }, signal })),
  );
}

/** The query options of one whole assignment list, under its key. */
export const allAssignmentsQuery = (queryKey: QueryKey, path: string) => () =>
  queryOptions({ queryKey, queryFn: ({ signal }) => getAllAssignments(path, signal) });
