import { branchesToCsv, branchExportFileName, type Branch } from '@stockyard/domain';

/** Saves the given branches as branches_{YYYY-MM-DD}.csv; built in the browser, no server call. */
export function downloadBranchesCsv(branches: readonly Branch[]): void {
  // The byte order mark makes spreadsheet programs read the file as UTF-8.
  const blob = new Blob(['\uFEFF', branchesToCsv(branches)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = branchExportFileName(new Date());
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download only after the click handler returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
