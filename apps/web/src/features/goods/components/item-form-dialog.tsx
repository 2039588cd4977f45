import { GOOD_MESSAGES } from '@stockyard/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useGood } from '../api/get-good';
import { ItemForm } from './item-form';
import type { BranchOption } from './types';

/** Which form is open: a new item, or the item with this id. */
export type ItemFormTarget = { kind: 'create' } | { kind: 'edit'; id: number };

type ItemFormDialogProps = {
  target: ItemFormTarget | undefined;
  branches: readonly BranchOption[];
  onClose: () => void;
};

export function ItemFormDialog({ target, branches, onClose }: ItemFormDialogProps) {
  const editing = target?.kind === 'edit';
  return (
    <Dialog
      open={target !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={editing ? 'Edit Item' : 'Add New Item'}
      size="lg"
    >
      {target?.kind === 'create' && <ItemForm branches={branches} onClose={onClose} />}
      {target?.kind === 'edit' && <EditItem key={target.id} id={target.id} branches={branches} onClose={onClose} />}
    </Dialog>
  );
}

/** The edit form starts from the item as stored now, not from a list that may be a minute old. */
function EditItem({ id, branches, onClose }: { id: number; branches: readonly BranchOption[]; onClose: () => void }) {
  const item = useGood(id);
  if (item.isPending)
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading item" />
      </div>
    );
  if (item.isError)
    return (
      <Alert
        tone="error"
        action={
          <Button variant="secondary" size="sm" onClick={() => void item.refetch()}>
            Retry
          </Button>
        }
      >
        {errorMessage(item.error, GOOD_MESSAGES.notFound)}
      </Alert>
    );
  return <ItemForm good={item.data} branches={branches} onClose={onClose} />;
}
