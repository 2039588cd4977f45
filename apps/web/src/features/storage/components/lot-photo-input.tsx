import { LOT_PHOTO_ACCEPT, lotPhotoProblem } from '@stockyard/domain';
import X from 'lucide-react/icons/x';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { controlClasses, FormField } from '../../../components/ui/field';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { useObjectUrl } from '../../../lib/object-url';

type Props = { file: File | null; error?: string | undefined; onChange: (file: File | null, error?: string) => void };

/**
 * The lot's optional photo. Name and size are checked here with the domain rule before the upload;
 * the server checks them again, and the bytes too. The chosen photo shows as a preview.
 */
export function LotPhotoInput({ file, error, onChange }: Props) {
  const { t } = useTranslation(['storage']);
  const translate = useTranslateMessage();
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(file);
  // A reset of the form (after a lot is recorded) empties the picker too.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return onChange(null);
    const problem = lotPhotoProblem(chosen);
    if (problem && inputRef.current) inputRef.current.value = '';
    onChange(problem ? null : chosen, problem ? translate(problem) : undefined);
  };
  const remove = () => {
    onChange(null);
    inputRef.current?.focus();
  };

  return (
    <FormField label={t('storage:intake.photo')} optional hint={t('storage:intake.photoHint')} error={error}>
      {(control) => (
        <div className="space-y-2">
          <input
            ref={inputRef}
            type="file"
            accept={LOT_PHOTO_ACCEPT}
            onChange={(event) => choose(event.target.files?.[0])}
            className={`${controlClasses(Boolean(error))} file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-brand-700 hover:file:bg-brand-100`}
            {...control}
          />
          {file && preview && (
            <div className="flex items-center gap-3 rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-700">
              <img
                src={preview}
                alt={t('storage:intake.photoPreview')}
                className="size-12 shrink-0 rounded-md object-cover"
              />
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <Button variant="ghost" size="sm" onClick={remove} aria-label={t('storage:intake.removePhoto')}>
                <X aria-hidden="true" className="size-4" />
                {t('storage:intake.remove')}
              </Button>
            </div>
          )}
        </div>
      )}
    </FormField>
  );
}
