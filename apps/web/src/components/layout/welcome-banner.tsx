import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/react';

type WelcomeBannerProps = { firstName: string; details?: ReactNode };

export function WelcomeBanner({ firstName, details }: WelcomeBannerProps) {
  const { t } = useTranslation(['common']);
  return (
    <section
      aria-label={t('common:welcome.label')}
      className="rounded-xl bg-linear-to-r from-brand-600 to-brand-800 px-6 py-6 text-white shadow-sm sm:px-8"
    >
      <p className="text-xl font-semibold sm:text-2xl">{t('common:welcome.back', { name: firstName })}</p>
      {details && <div className="mt-1 text-brand-100">{details}</div>}
    </section>
  );
}
