import { GOOD_MESSAGES, type Good } from '@stockyard/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { StaleNotice } from '../../../components/ui/stale-notice';
import { LoadError } from '../../../components/ui/load-error';
import { useSiteNumberFormats } from '../../../resources/site-money';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { useVersionedRecord, type ShownField, type StaleEdit } from '../../../lib/stale-version';
import type { ItemFormValues } from './item-form-values';
import { goodsKeys, useGood } from '../../../resources/goods';
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
  const { t } = useTranslation(['goods']);
  const editing = target?.kind === 'edit';
  return (
    <Dialog
      open={target !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={editing ? t('goods:form.editTitle') : t('goods:form.addTitle')}
      size="lg"
    >
      {target?.kind === 'create' && <ItemForm branches={branches} onClose={onClose} />}
      {target?.kind === 'edit' && <EditItem key={target.id} id={target.id} branches={branches} onClose={onClose} />}
    </Dialog>
  );
}

/** The fields of the edit form, as the "changed by someone else" notice names them. */
function useGoodShownFields(): readonly ShownField<Good>[] {
  const { t } = useTranslation(['goods']);
  const translate = useTranslateMessage();
  const formats = useSiteNumberFormats();
  return [
    { key: 'name', label: t('goods:form.name') },
    { key: 'category', label: t('goods:form.category'), format: (category) => translate(String(category)) },
    {
      key: 'branch',
      label: t('goods:form.branch'),
      format: (branch) => (branch as Good['branch'])?.name ?? t('goods:form.none'),
    },
    { key: 'sku', label: t('goods:form.sku') },
    { key: 'supplier', label: t('goods:form.supplier') },
    { key: 'quantity', label: t('goods:form.quantity'), format: (quantity) => formats.number(quantity as number) },
    { key: 'price_per_unit', label: t('goods:form.priceShort'), format: (price) => formats.money(price as number) },
    { key: 'low_stock_threshold', label: t('goods:form.threshold') },
    { key: 'batch_no', label: t('goods:form.batch') },
    { key: 'expiry_date', label: t('goods:form.expiry') },
    { key: 'description', label: t('goods:form.description') },
  ];
}

/** The edit form starts from the item as stored now, not from a list that may be a minute old. */
function EditItem({ id, branches, onClose }: { id: number; branches: readonly BranchOption[]; onClose: () => void }) {
  const { t } = useTranslation(['goods']);
  const item = useGood(id);
  if (item.isPending)
    return (
      <div className="flex justify-center py-12">
        <Spinner label={t('goods:form.loading')} />
      </div>
    );
  if (item.isError) return <LoadError query={item} fallback={GOOD_MESSAGES.notFound} />;
  return <VersionedEdit opened={item.data} branches={branches} onClose={onClose} />;
}

type VersionedEditProps = { opened: Good; branches: readonly BranchOption[]; onClose: () => void };

/**
 * The version the form edits (see useVersionedRecord). A save refused because someone else saved
 * first puts the stored item in the form (a new key remounts it with that version) with the editor's
 * own changes kept where the other writer left the field alone, and lists what changed, with the
 * editor's value beside each field both changed.
 */
function VersionedEdit({ opened, branches, onClose }: VersionedEditProps) {
  const queryClient = useQueryClient();
  const versioned = useVersionedRecord(opened, useGoodShownFields());
  const onStale = (current: Good, merged: StaleEdit<ItemFormValues>) => {
    versioned.stale(current, merged);
    queryClient.setQueryData(goodsKeys.item(current.id), current);
    void queryClient.invalidateQueries({ queryKey: goodsKeys.all });
  };
  return (
    <ItemForm
      key={versioned.record.version}
      good={versioned.record}
      values={versioned.values}
      branches={branches}
      onClose={onClose}
      onStale={onStale}
      notice={
        versioned.changes && (
          <StaleNotice changes={versioned.changes} merged={versioned.merged} onDismiss={versioned.dismiss} />
        )
      }
    />
  );
}
