import { BUSINESS_HOURS } from '@stockyard/domain';
import Clock from 'lucide-react/icons/clock';
import { useEffect, useRef, useState } from 'react';
import { CONTACT_DETAILS } from '../../../components/layout/contact-details';
import { PageSection } from '../../../components/layout/page-section';
import { Card, CardBody } from '../../../components/ui/card';
import { useLocale } from '../../../lib/i18n/language';
import { useTranslation } from '../../../lib/i18n/react';
import { openingHours } from '../../../lib/system-texts';
import { useNearViewport } from '../../../lib/use-near-viewport';
import type { ContactForm as ContactFormType } from './contact-form';
import { ContactFormLayout, readShell } from './contact-form-shell';

type ContactFormComponent = typeof ContactFormType;

const DAY_KEYS = {
  'Monday - Friday': 'landing:hours.weekdays',
  Saturday: 'landing:hours.saturday',
  Sunday: 'landing:hours.sunday',
} as const satisfies Record<(typeof BUSINESS_HOURS)[number]['days'], string>;

/**
 * The contact form's stand-in (the same fields, without validation) until the form comes within a
 * screen of the viewport or one of its fields gets the focus. Only then does the real form's code
 * (react-hook-form, zod) load; a visitor who never comes near the form never downloads it. The real
 * form takes over with whatever was typed, in the field that had the focus; a Send pressed before
 * it arrived is carried out once it has.
 */
function DeferredContactForm() {
  const [shell, wanted, want] = useNearViewport<HTMLFormElement>();
  const [submitRequested, setSubmitRequested] = useState(false);
  // Read by the real form as it takes over. A ref, set in the click itself: the state above may not
  // have been rendered yet when the form's code arrives in the same moment, and Send would be lost.
  const sendPressed = useRef(false);
  const [Form, setForm] = useState<ContactFormComponent | null>(null);

  useEffect(() => {
    if (!wanted) return;
    let active = true;
    void import('./contact-form').then((module) => {
      if (active) setForm(() => module.ContactForm);
    });
    return () => {
      active = false;
    };
  }, [wanted]);

  if (Form) {
    // Rendered while the stand-in is still on the page: its values are read before it goes.
    return <Form readShellState={() => ({ ...readShell(shell.current), submit: sendPressed.current })} />;
  }
  return (
    <div onFocus={want}>
      <ContactFormLayout
        ref={shell}
        field={(name) => ({ name })}
        onSubmit={(event) => {
          event.preventDefault();
          sendPressed.current = true;
          setSubmitRequested(true);
          want();
        }}
        submitting={submitRequested}
      />
    </div>
  );
}

export function ContactSection() {
  const { t } = useTranslation(['landing', 'common']);
  const locale = useLocale();
  return (
    <PageSection
      id="contact"
      eyebrow={t('landing:contact.eyebrow')}
      title={t('landing:contact.title')}
      description={t('landing:contact.description')}
    >
      <div className="grid gap-8 lg:grid-cols-5">
        <div className="space-y-6 lg:col-span-2">
          <Card>
            <CardBody>
              <h3 className="flex items-center gap-2 font-semibold text-gray-900">
                <Clock aria-hidden="true" className="size-5 text-brand-600" />
                {t('landing:contact.businessHours')}
              </h3>
              <dl className="mt-4 divide-y divide-gray-100 text-sm">
                {BUSINESS_HOURS.map(({ days, hours }) => (
                  <div key={days} className="flex justify-between gap-4 py-2.5">
                    <dt className="text-gray-600">{t(DAY_KEYS[days])}</dt>
                    <dd className="font-medium text-gray-900">
                      {hours ? openingHours(hours, locale) : t('landing:hours.emergency')}
                    </dd>
                  </div>
                ))}
              </dl>
            </CardBody>
          </Card>
          <Card>
            <CardBody>
              <h3 className="font-semibold text-gray-900">{t('landing:contact.getInTouch')}</h3>
              <ul className="mt-4 space-y-4 text-sm">
                {CONTACT_DETAILS.map(({ icon: Icon, label, value, href }) => (
                  <li key={label} className="flex gap-3">
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                      <Icon aria-hidden="true" className="size-4" />
                    </span>
                    <div className="min-w-0">
                      <p className="text-gray-500">{t(label)}</p>
                      {href ? (
                        <a href={href} className="font-medium break-all text-gray-900 hover:text-brand-700">
                          {value}
                        </a>
                      ) : (
                        <p className="font-medium text-gray-900">{value}</p>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            </CardBody>
          </Card>
        </div>
        <Card className="lg:col-span-3">
          <CardBody>
            <h3 className="text-lg font-semibold text-gray-900">{t('landing:contact.sendUs')}</h3>
            <p className="mt-1 mb-6 text-sm text-gray-600">{t('landing:contact.allRequired')}</p>
            <DeferredContactForm />
          </CardBody>
        </Card>
      </div>
    </PageSection>
  );
}
