import { GOOD_MESSAGES } from '@stockyard/domain';
import PackageSearch from 'lucide-react/icons/package-search';
import Plus from 'lucide-react/icons/plus';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useTranslation } from '../../../lib/i18n/react';
import { useGoodsText } from '../lib/goods-text';

export function GoodsLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation(['goods', 'common']);
  const { message } = useGoodsText();
  return (
    <div className="p-4 sm:p-6">
      <Alert
        tone="error"
        title={message(GOOD_MESSAGES.fetchFailed)}
        action={
          <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
            {t('common:retry')}
          </Button>
        }
      >
        {t('goods:states.loadFailedText')}
      </Alert>
    </div>
  );
}

export function GoodsEmpty({
  filtered,
  onAdd,
  onClear,
}: {
  filtered: boolean;
  onAdd: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation(['goods']);
  const { message } = useGoodsText();
  return (
    <EmptyState
      icon={PackageSearch}
      title={message(GOOD_MESSAGES.empty)}
      description={filtered ? t('goods:states.noMatch') : t('goods:states.start')}
      className="border-gray-200"
      action={
        <>
          {filtered && (
            <Button variant="secondary" onClick={onClear}>
              {t('goods:toolbar.clear')}
            </Button>
          )}
          <Button onClick={onAdd}>
            <Plus aria-hidden="true" className="size-4" />
            {t('goods:states.addFirst')}
          </Button>
        </>
      }
    />
  );
}
