import { branchesToCsv, branchExportFileName, type Branch } from '@stockyard/domain';
import { saveText } from '../../../../lib/download';

/** Saves the given branches as branches_{YYYY-MM-DD}.csv; built in the browser, no server call. */
export function downloadBranchesCsv(branches: readonly Branch[]): void {
  // The byte order mark makes spreadsheet programs read the file as UTF-8.
  saveText(['\uFEFF', branchesToCsv(branches)], 'text/csv;charset=utf-8', branchExportFileName(new Date()));
}
