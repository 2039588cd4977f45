import { DOCUMENT_KINDS, DOCUMENT_RULES, type Application, type DocumentKind } from '@stockyard/domain';
import { ExternalLink } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useOpenApplicationDocument } from '../api/download-document';
import { formatFileSize } from './option-labels';

const OPEN_FAILED = 'Could not open the document. Please try again.';

const TITLES: Record<DocumentKind, string> = {
  inventory_list: 'Inventory List',
  identification_doc: 'Identification Document',
};

/** Each stored document opens in a new tab; the file is fetched with the session, never a token link. */
export function DocumentButtons({ application }: { application: Application }) {
  const open = useOpenApplicationDocument();

  return (
    <ul className="space-y-2">
      {DOCUMENT_KINDS.map((kind) => {
        const document = application.documents.find((doc) => doc.kind === kind);
        const busy = open.isPending && open.variables?.document.kind === kind;
        return (
          <li key={kind} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="min-w-0">
              <span className="block font-medium text-gray-900">{TITLES[kind]}</span>
              <span className="block truncate text-gray-600">
                {document ? `${document.file_name} (${formatFileSize(document.size)})` : 'Not provided'}
              </span>
            </span>
            {document && (
              <Button
                variant="secondary"
                size="sm"
                loading={busy}
                aria-label={`Open ${DOCUMENT_RULES[kind].label.toLowerCase()} in a new tab`}
                onClick={() =>
                  open.mutate(
                    { applicationId: application.id, document },
                    { onError: (error) => toast.error(errorMessage(error, OPEN_FAILED)) },
                  )
                }
              >
                {!busy && <ExternalLink aria-hidden="true" className="size-4" />}
                Open
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
