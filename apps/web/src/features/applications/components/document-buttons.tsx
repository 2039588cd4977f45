import { DOCUMENT_KINDS, type Application, type DocumentKind } from '@stockyard/domain';
import ExternalLink from 'lucide-react/icons/external-link';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n/react';
import { useOpenApplicationDocument } from '../api/download-document';
import { formatFileSize } from './option-labels';

const TITLES = {
  inventory_list: 'applications:docs.inventory',
  identification_doc: 'applications:docs.id',
} as const satisfies Record<DocumentKind, string>;

/** Each stored document opens in a new tab; the file is fetched with the session, never a token link. */
export function DocumentButtons({ application }: { application: Application }) {
  const open = useOpenApplicationDocument();
  const { t } = useTranslation(['applications']);

  return (
    <ul className="space-y-2">
      {DOCUMENT_KINDS.map((kind) => {
        const document = application.documents.find((doc) => doc.kind === kind);
        const busy = open.isPending && open.variables?.document.kind === kind;
        return (
          <li key={kind} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="min-w-0">
              <span className="block font-medium text-gray-900">{t(TITLES[kind])}</span>
              <span className="block truncate text-gray-600">
                {document
                  ? `${document.file_name} (${formatFileSize(document.size)})`
                  : t('applications:sections.notProvided')}
              </span>
            </span>
            {document && (
              <Button
                variant="secondary"
                size="sm"
                loading={busy}
                aria-label={t('applications:docs.openLabel', { document: t(TITLES[kind]).toLowerCase() })}
                onClick={() =>
                  open.mutate(
                    { applicationId: application.id, document },
                    { onError: (error) => toast.error(errorMessage(error, t('applications:docs.openFailed'))) },
                  )
                }
              >
                {!busy && <ExternalLink aria-hidden="true" className="size-4" />}
                {t('applications:docs.open')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
