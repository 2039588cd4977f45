import { BarChart3, Boxes, CalendarClock, ClipboardList, FileCheck2, Users } from 'lucide-react';
import { PageSection } from '../../../components/layout/page-section';

const FEATURES = [
  {
    icon: BarChart3,
    title: 'Live branch capacity',
    text: 'See how much space every branch has before you decide where your goods go.',
  },
  {
    icon: Boxes,
    title: 'Goods you can follow',
    text: 'Every item is recorded with its branch, status and value, from arrival to pickup.',
  },
  {
    icon: FileCheck2,
    title: 'Four-step applications',
    text: 'Apply for long-term storage online and hear back from our team within 24-48 hours.',
  },
  {
    icon: ClipboardList,
    title: 'Organised teams',
    text: 'Employees work from clear assignments with priorities, due dates and progress.',
  },
  {
    icon: CalendarClock,
    title: 'Flexible terms',
    text: 'Store from one month upwards, with pickup on 48 hours notice.',
  },
  {
    icon: Users,
    title: 'One place for everyone',
    text: 'Customers, employees and administrators each get the tools their role needs.',
  },
] as const;

export function FeaturesSection() {
  return (
    <PageSection
      id="features"
      tone="grey"
      eyebrow="Features"
      title="Everything your storage needs"
      description="From a single pallet to a full inventory, Stockyard keeps track so you do not have to."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
            <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 font-semibold text-gray-900">{title}</h3>
            <p className="mt-2 text-sm text-gray-600">{text}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
