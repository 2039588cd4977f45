import { APPLICATION_REVIEW_PROMISE, APPLICATION_SUCCESS_MESSAGES } from '@stockyard/domain';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';

/** The confirmation page shown after a successful submission. */
export function ApplicationSubmitted({ applicationId }: { applicationId: number }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { t } = useTranslation(['applications']);
  const translate = useTranslateMessage();
  // The form the reader was on is gone; their focus moves to the news.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Card className="mx-auto max-w-2xl">
      <CardBody className="flex flex-col items-center py-10 text-center sm:py-12">
        <span className="flex size-16 items-center justify-center rounded-full bg-green-50 text-green-600">
          <CheckCircle2 aria-hidden="true" className="size-9" />
        </span>
        <h2 ref={headingRef} tabIndex={-1} className="mt-5 text-2xl font-bold text-gray-900 focus:outline-none">
          {translate(APPLICATION_SUCCESS_MESSAGES.submittedTitle)}
        </h2>
        <p className="mt-3 max-w-md text-gray-600">
          {t('applications:submitted.thanks', { id: applicationId, promise: translate(APPLICATION_REVIEW_PROMISE) })}
        </p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link to="/customer/dashboard" className={buttonClasses()}>
            {t('applications:submitted.dashboard')}
          </Link>
          <Link to="/customer/branch-capacity" className={buttonClasses({ variant: 'secondary' })}>
            {t('applications:submitted.capacity')}
          </Link>
        </div>
      </CardBody>
    </Card>
  );
}
