import BarChart3 from 'lucide-react/icons/chart-column';
import Boxes from 'lucide-react/icons/boxes';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import FileCheck2 from 'lucide-react/icons/file-check-corner';
import Users from 'lucide-react/icons/users';
import { useTranslation } from '../../../lib/i18n/react';
import { PageSection } from '../../../components/layout/page-section';

const FEATURES = [
  {
    icon: BarChart3,
    title: 'landing:features.capacityTitle',
    text: 'landing:features.capacityText',
  },
  {
    icon: Boxes,
    title: 'landing:features.followTitle',
    text: 'landing:features.followText',
  },
  {
    icon: FileCheck2,
    title: 'landing:features.applicationsTitle',
    text: 'landing:features.applicationsText',
  },
  {
    icon: ClipboardList,
    title: 'landing:features.teamsTitle',
    text: 'landing:features.teamsText',
  },
  {
    icon: CalendarClock,
    title: 'landing:features.termsTitle',
    text: 'landing:features.termsText',
  },
  {
    icon: Users,
    title: 'landing:features.everyoneTitle',
    text: 'landing:features.everyoneText',
  },
] as const;

export function FeaturesSection() {
  const { t } = useTranslation(['landing']);
  return (
    <PageSection
      id="features"
      tone="grey"
      eyebrow={t('landing:features.eyebrow')}
      title={t('landing:features.title')}
      description={t('landing:features.description')}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
            <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 font-semibold text-gray-900">{t(title)}</h3>
            <p className="mt-2 text-sm text-gray-600">{t(text)}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
