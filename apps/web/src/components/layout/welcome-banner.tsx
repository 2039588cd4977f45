import type { ReactNode } from 'react';

type WelcomeBannerProps = { firstName: string; details?: ReactNode };

export function WelcomeBanner({ firstName, details }: WelcomeBannerProps) {
  return (
    <section
      aria-label="Welcome"
      className="rounded-xl bg-linear-to-r from-brand-600 to-brand-800 px-6 py-6 text-white shadow-sm sm:px-8"
    >
      <p className="text-xl font-semibold sm:text-2xl">Welcome back, {firstName}!</p>
      {details && <div className="mt-1 text-brand-100">{details}</div>}
    </section>
  );
}
