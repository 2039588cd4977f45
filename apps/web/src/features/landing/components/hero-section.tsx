import ArrowRight from 'lucide-react/icons/arrow-right';
import Flame from 'lucide-react/icons/flame';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Thermometer from 'lucide-react/icons/thermometer';
import Umbrella from 'lucide-react/icons/umbrella';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth';
import { useShellT } from '../../../lib/i18n/shell';
import { useSiteDescription } from '../../../resources/site-settings';

const ASSURANCES = [
  { icon: ShieldCheck, title: 'shell:hero.surveillanceTitle', text: 'shell:hero.surveillanceText' },
  { icon: Thermometer, title: 'shell:hero.climateTitle', text: 'shell:hero.climateText' },
  { icon: Flame, title: 'shell:hero.fireTitle', text: 'shell:hero.fireText' },
  { icon: Umbrella, title: 'shell:hero.insuranceTitle', text: 'shell:hero.insuranceText' },
] as const;

export function HeroSection() {
  const { isAuthenticated } = useAuth();
  const t = useShellT();
  // The admin's Site Description is the subtitle; the catalog's tagline stands in until it is known.
  const subtitle = useSiteDescription() ?? t('shell:hero.tagline');
  return (
    <section id="home" aria-labelledby="home-heading" className="relative overflow-hidden bg-white">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-0 h-full bg-linear-to-b from-brand-50 via-white to-white"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="inline-flex items-center rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-800">
            {subtitle}
          </p>
          <h1
            id="home-heading"
            className="mt-6 text-4xl font-bold tracking-tight text-balance text-gray-900 sm:text-5xl lg:text-6xl"
          >
            {t('shell:hero.titleStart')} <span className="text-brand-600">{t('shell:hero.titleEnd')}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-gray-600">{t('shell:hero.text')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {isAuthenticated ? (
              <Link to="/dashboard" className={buttonClasses({ size: 'lg' })}>
                {t('shell:hero.dashboard')}
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
            ) : (
              <>
                <Link to="/register" className={buttonClasses({ size: 'lg' })}>
                  {t('shell:hero.getStarted')}
                  <ArrowRight aria-hidden="true" className="size-5" />
                </Link>
                <Link to="/login" className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
                  {t('shell:hero.signIn')}
                </Link>
              </>
            )}
          </div>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {ASSURANCES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-600 text-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <p className="mt-4 font-semibold text-gray-900">{t(title)}</p>
              <p className="mt-1 text-sm text-gray-600">{t(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
