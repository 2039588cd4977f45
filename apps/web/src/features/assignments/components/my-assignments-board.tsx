import { ASSIGNMENT_MESSAGES, noAssignmentsWithStatusMessage, type Assignment } from '@stockyard/domain';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Search from 'lucide-react/icons/search';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { TextField } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { isApiError, NETWORK_ERROR_STATUS } from '../../../lib/api-client';
import { useMyAssignments } from '../api/get-my-assignments';
import { AssignmentListSkeleton, MY_ASSIGNMENT_GRID } from './assignment-list-skeleton';
import { MyAssignmentCard } from './my-assignment-card';
import { filterLabelKey, StatusFilterBar, type EmployeeStatusFilter } from './status-filter-bar';
import { translateMessage, useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { useAssignmentWords } from '../../../lib/use-assignment-words';

const isSignedOut = (error: unknown) => isApiError(error) && error.status === 401;

/** Spec 01's three load failures: signed out, server or network down, anything else. */
function loadFailureText(error: unknown): string {
  if (isSignedOut(error)) return translateMessage(ASSIGNMENT_MESSAGES.signInToView);
  if (isApiError(error) && error.status !== NETWORK_ERROR_STATUS && error.status < 500 && error.detail)
    return translateMessage(error.detail);
  return translateMessage(ASSIGNMENT_MESSAGES.unavailable);
}

/** Searches what the card shows: the words in the reader's language. */
const matches = (assignment: Assignment, words: ReturnType<ReturnType<typeof useAssignmentWords>>, term: string) =>
  [words.title, words.description, words.category, assignment.branch.name, assignment.supervisor].some((text) =>
    text?.toLowerCase().includes(term),
  );

export function MyAssignmentsBoard() {
  const { data: assignments = [], isPending, isError, error, isFetching, refetch, dataUpdatedAt } = useMyAssignments();
  const [filter, setFilter] = useState<EmployeeStatusFilter>('all');
  const [search, setSearch] = useState('');
  const { t } = useTranslation(['assignments', 'common']);
  const translate = useTranslateMessage();
  const wordsOf = useAssignmentWords();
  const term = search.trim().toLowerCase();
  // Overdue is judged at the moment the list was read, so every card agrees and renders stay pure.
  const now = new Date(dataUpdatedAt);

  const inStatus = useMemo(
    () => (filter === 'all' ? assignments : assignments.filter((assignment) => assignment.status === filter)),
    [assignments, filter],
  );
  const shown = useMemo(
    () => (term ? inStatus.filter((assignment) => matches(assignment, wordsOf(assignment), term)) : inStatus),
    [inStatus, term, wordsOf],
  );

  const empty = () => {
    if (assignments.length === 0) {
      return (
        <EmptyState
          icon={ClipboardList}
          title={translate(ASSIGNMENT_MESSAGES.noAssignments)}
          description={translate(ASSIGNMENT_MESSAGES.noAssignmentsYet)}
        />
      );
    }
    if (inStatus.length === 0) {
      return (
        <EmptyState
          icon={ClipboardList}
          title={translate(ASSIGNMENT_MESSAGES.noAssignments)}
          description={translate(noAssignmentsWithStatusMessage(t(filterLabelKey(filter))))}
          action={
            <Button variant="secondary" onClick={() => setFilter('all')}>
              {t('assignments:my.showAll')}
            </Button>
          }
        />
      );
    }
    return (
      <EmptyState
        icon={Search}
        title={translate(ASSIGNMENT_MESSAGES.noAssignments)}
        description={t('assignments:my.nothingMatches', { term: search.trim() })}
        action={
          <Button variant="secondary" onClick={() => setSearch('')}>
            {t('assignments:my.clearSearch')}
          </Button>
        }
      />
    );
  };

  return (
    <>
      <PageHeader title={t('assignments:my.title')} description={t('assignments:my.description')} backTo="/dashboard">
        <Link to="/employee/storage-queue" className={buttonClasses({ variant: 'secondary' })}>
          {t('assignments:my.storageQueue')}
        </Link>
      </PageHeader>
      <div className="space-y-5">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <StatusFilterBar assignments={assignments} value={filter} onChange={setFilter} />
          <TextField
            label={t('assignments:my.search')}
            type="search"
            placeholder={t('assignments:my.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            containerClassName="w-full lg:max-w-xs"
          />
        </div>
        {isError && (
          <Alert
            tone="error"
            title={translate(ASSIGNMENT_MESSAGES.loadFailed)}
            action={
              isSignedOut(error) ? (
                <Link to="/login" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                  {t('assignments:my.signIn')}
                </Link>
              ) : (
                <Button variant="secondary" size="sm" loading={isFetching} onClick={() => void refetch()}>
                  {t('assignments:my.retry')}
                </Button>
              )
            }
          >
            {loadFailureText(error)}
          </Alert>
        )}
        {isPending ? (
          <AssignmentListSkeleton count={4} grid={MY_ASSIGNMENT_GRID} />
        ) : shown.length > 0 ? (
          <ul className={MY_ASSIGNMENT_GRID} aria-label={t('assignments:my.list')}>
            {shown.map((assignment) => (
              <li key={assignment.id}>
                <MyAssignmentCard assignment={assignment} now={now} />
              </li>
            ))}
          </ul>
        ) : isError ? null : (
          empty()
        )}
      </div>
    </>
  );
}
