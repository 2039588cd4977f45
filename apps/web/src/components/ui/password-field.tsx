import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n/react';
import { controlClasses, FormField, splitFieldProps, type TextFieldProps } from './field';

/** A password input with a show/hide toggle that says what it will do next. */
export function PasswordField({ className, ref, ...props }: Omit<TextFieldProps, 'type'>) {
  const { frame, control: rest } = splitFieldProps(props);
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation(['common']);
  return (
    <FormField {...frame}>
      {(control) => (
        <div className="relative">
          <input
            ref={ref}
            type={visible ? 'text' : 'password'}
            className={cn(controlClasses(Boolean(frame.error)), 'pr-11', className)}
            {...control}
            {...rest}
          />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={visible ? t('common:ui.hidePassword') : t('common:ui.showPassword')}
            aria-controls={control.id}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-gray-500 hover:text-gray-800"
          >
            {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
          </button>
        </div>
      )}
    </FormField>
  );
}
