import type { Assignment } from '@stockyard/domain';
import { useCallback } from 'react';
import { useFormatDate } from './dates';
import { useNumberFormats } from './i18n/format';
import { useTranslation } from './i18n/react';
import { assignmentWords } from './system-texts';

/** Words an assignment's title, description and category in the reader's language (intake and release work from its facts). */
export function useAssignmentWords() {
  const { t } = useTranslation(['assignments']);
  const dates = useFormatDate();
  const { number } = useNumberFormats();
  return useCallback(
    (assignment: Pick<Assignment, 'task' | 'description' | 'category' | 'facts'>) =>
      assignmentWords(assignment, t, dates.date, number),
    [t, dates, number],
  );
}
