import { checkDocumentFile, DOCUMENT_RULES, documentAccept, type DocumentKind } from '@stockyard/domain';
import FileText from 'lucide-react/icons/file-text';
import X from 'lucide-react/icons/x';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { controlClasses, FormField } from '../../../components/ui/field';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { formatFileSize } from './option-labels';

type DocumentInputProps = {
  kind: DocumentKind;
  label: string;
  file: File | null;
  error?: string;
  onChange: (file: File | null, error?: string) => void;
};

/**
 * One document of the application. Name and size are checked here with the domain rule so a
 * wrong file is refused before the upload; the server checks them again, and the content too.
 */
export function DocumentInput({ kind, label, file, error, onChange }: DocumentInputProps) {
  const rule = DOCUMENT_RULES[kind];
  const { t } = useTranslation(['applications']);
  const translate = useTranslateMessage();
  const inputRef = useRef<HTMLInputElement>(null);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return onChange(null);
    const problem = checkDocumentFile(kind, chosen);
    if (problem && inputRef.current) inputRef.current.value = '';
    onChange(problem ? null : chosen, problem?.message);
  };

  const remove = () => {
    if (inputRef.current) inputRef.current.value = '';
    onChange(null);
    inputRef.current?.focus();
  };

  return (
    <FormField
      label={label}
      required={rule.required}
      optional={!rule.required}
      hint={translate(rule.hint)}
      error={error}
    >
      {(control) => (
        <div className="space-y-2">
          <input
            ref={inputRef}
            type="file"
            accept={documentAccept(kind)}
            onChange={(event) => choose(event.target.files?.[0])}
            className={`${controlClasses(Boolean(error))} file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-brand-700 hover:file:bg-brand-100`}
            {...control}
          />
          {file && (
            <div className="flex items-center gap-3 rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-700">
              <FileText aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
              <span className="min-w-0 flex-1 truncate">
                {file.name} <span className="text-gray-500">({formatFileSize(file.size)})</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={remove}
                aria-label={t('applications:docs.removeLabel', { label: label.toLowerCase() })}
              >
                <X aria-hidden="true" className="size-4" />
                {t('applications:docs.remove')}
              </Button>
            </div>
          )}
        </div>
      )}
    </FormField>
  );
}
