import { Briefcase, ShieldCheck, UserRound } from 'lucide-react';
import { PageSection } from '../../../components/layout/page-section';

const AUDIENCES = [
  {
    icon: UserRound,
    title: 'For customers',
    text: 'Check branch capacity, store goods, apply for long-term storage and manage your account.',
  },
  {
    icon: Briefcase,
    title: 'For employees',
    text: 'Work through assignments, review storage applications and keep an eye on inventory.',
  },
  {
    icon: ShieldCheck,
    title: 'For administrators',
    text: 'Manage users, goods, branches and assignments, with the whole operation in view.',
  },
] as const;

export function AboutSection() {
  return (
    <PageSection
      id="about"
      eyebrow="About us"
      title="Storage run with care"
      description="Stockyard runs warehouse branches for households and businesses. We keep your goods safe, and we keep you informed about where they are and how much room there is."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {AUDIENCES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-xl bg-gray-50 p-6">
            <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
            <div>
              <h3 className="font-semibold text-gray-900">{title}</h3>
              <p className="mt-1 text-sm text-gray-600">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
