import {
  ADMIN_STATUS_LABELS,
  ASSIGNMENT_MESSAGES,
  ASSIGNMENT_PRIORITIES,
  ASSIGNMENT_STATUSES,
  PRIORITY_LABELS,
  type Assignment,
  type AssignmentPriority,
  type AssignmentStatus,
} from '@stockyard/domain';
import { ClipboardList, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteAssignment } from '../api/delete-assignment';
import { useAssignments } from '../api/get-assignments';
import { AdminAssignmentCard } from './admin-assignment-card';
import { AssignmentCounters } from './assignment-counters';
import { AssignmentFormDialog } from './assignment-form-dialog';
import { ASSIGNMENT_GRID, AssignmentListSkeleton } from './assignment-list-skeleton';

const PAGE_SIZE = 12;
type StatusFilter = AssignmentStatus | 'all';
type PriorityFilter = AssignmentPriority | 'all';

const statusFilterOptions = [
  { value: 'all', label: 'All statuses' },
  ...ASSIGNMENT_STATUSES.map((value) => ({ value, label: ADMIN_STATUS_LABELS[value] })),
];
const priorityFilterOptions = [
  { value: 'all', label: 'All priorities' },
  ...ASSIGNMENT_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] })),
];

type FormState = { open: boolean; assignment: Assignment | null };

/** Spec 02 'Employee assignments': counters, filters, cards, and the create, edit and delete dialogs. */
export function AdminAssignmentsBoard() {
  const { data: assignments = [], isPending, isError, error, isFetching, refetch, dataUpdatedAt } = useAssignments();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [priority, setPriority] = useState<PriorityFilter>('all');
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<FormState>({ open: false, assignment: null });
  const [deleting, setDeleting] = useState<Assignment | null>(null);
  const remove = useDeleteAssignment();
  // Overdue is judged at the moment the list was read, so every card agrees and renders stay pure.
  const now = new Date(dataUpdatedAt);

  const filtered = useMemo(
    () =>
      assignments.filter(
        (assignment) =>
          (status === 'all' || assignment.status === status) &&
          (priority === 'all' || assignment.priority === priority),
      ),
    [assignments, status, priority],
  );
  const lastPage = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const currentPage = Math.min(page, lastPage);
  const shown = filtered.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE);
  const filtering = status !== 'all' || priority !== 'all';

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(ASSIGNMENT_MESSAGES.deleted);
        setDeleting(null);
      },
      onError: (failure) => toast.error(errorMessage(failure, ASSIGNMENT_MESSAGES.deleteFailed)),
    });
  };

  const openCreate = () => setForm({ open: true, assignment: null });
  const createButton = (
    <Button onClick={openCreate}>
      <Plus aria-hidden="true" className="size-4" />
      Create Assignment
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Employee Assignments"
        description="Create, edit and track the tasks given to employees."
        actions={createButton}
      />
      <div className="space-y-6">
        <AssignmentCounters assignments={assignments} loading={isPending} />
        <div className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
          <SelectField
            label="Status"
            options={statusFilterOptions}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as StatusFilter);
              setPage(1);
            }}
          />
          <SelectField
            label="Priority"
            options={priorityFilterOptions}
            value={priority}
            onChange={(event) => {
              setPriority(event.target.value as PriorityFilter);
              setPage(1);
            }}
          />
        </div>
        {isError && (
          <Alert
            tone="error"
            title={ASSIGNMENT_MESSAGES.fetchFailed}
            action={
              <Button variant="secondary" size="sm" loading={isFetching} onClick={() => void refetch()}>
                Retry
              </Button>
            }
          >
            {errorMessage(error, '') || undefined}
          </Alert>
        )}
        {isPending ? (
          <AssignmentListSkeleton />
        ) : shown.length > 0 ? (
          <div>
            <ul className={ASSIGNMENT_GRID} aria-label="Assignments">
              {shown.map((assignment) => (
                <li key={assignment.id}>
                  <AdminAssignmentCard
                    assignment={assignment}
                    now={now}
                    onEdit={(item) => setForm({ open: true, assignment: item })}
                    onDelete={setDeleting}
                  />
                </li>
              ))}
            </ul>
            {filtered.length > PAGE_SIZE && (
              <Pagination
                page={currentPage}
                pageSize={PAGE_SIZE}
                total={filtered.length}
                onPageChange={setPage}
                itemLabel="assignments"
              />
            )}
          </div>
        ) : isError ? null : (
          <EmptyState
            icon={ClipboardList}
            title="No assignments found"
            description={
              filtering
                ? 'No assignment matches the selected status and priority.'
                : 'Create the first assignment to give an employee a task.'
            }
            action={
              filtering ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setStatus('all');
                    setPriority('all');
                  }}
                >
                  Clear filters
                </Button>
              ) : (
                createButton
              )
            }
          />
        )}
      </div>
      <AssignmentFormDialog
        open={form.open}
        assignment={form.assignment}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete assignment"
        message={ASSIGNMENT_MESSAGES.deleteConfirm}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
