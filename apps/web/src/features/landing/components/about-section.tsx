import Briefcase from 'lucide-react/icons/briefcase';
import ShieldCheck from 'lucide-react/icons/shield-check';
import UserRound from 'lucide-react/icons/user-round';
import { useTranslation } from '../../../lib/i18n/react';
import { PageSection } from '../../../components/layout/page-section';

const AUDIENCES = [
  {
    icon: UserRound,
    title: 'landing:about.customersTitle',
    text: 'landing:about.customersText',
  },
  {
    icon: Briefcase,
    title: 'landing:about.employeesTitle',
    text: 'landing:about.employeesText',
  },
  {
    icon: ShieldCheck,
    title: 'landing:about.adminsTitle',
    text: 'landing:about.adminsText',
  },
] as const;

export function AboutSection() {
  const { t } = useTranslation(['landing']);
  return (
    <PageSection
      id="about"
      eyebrow={t('landing:about.eyebrow')}
      title={t('landing:about.title')}
      description={t('landing:about.description')}
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {AUDIENCES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-xl bg-gray-50 p-6">
            <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
            <div>
              <h3 className="font-semibold text-gray-900">{t(title)}</h3>
              <p className="mt-1 text-sm text-gray-600">{t(text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
