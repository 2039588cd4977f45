import type { Application } from '@stockyard/domain';
import { usePhoneFormat } from '../../../resources/site-phones';
import type { ReactNode } from 'react';
import {
  accessFrequencyLabel,
  businessTypeLabel,
  estimatedVolumeLabel,
  storageDurationLabel,
  storageTypeLabel,
  yesNo,
} from './option-labels';

import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';

type Row = [label: string, value: ReactNode];

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-gray-200 p-4">
      <h3 className="mb-3 text-sm font-semibold tracking-wide text-gray-900 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Rows({ rows }: { rows: Row[] }) {
  const { t } = useTranslation(['applications']);
  return (
    <dl className="space-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-[9rem_1fr] gap-2">
          <dt className="text-gray-600">{label}</dt>
          <dd className="min-w-0 font-medium wrap-anywhere text-gray-900">
            {value === null || value === '' ? (
              <span className="font-normal text-gray-500">{t('applications:sections.notProvided')}</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The read-only sections of spec 02's detail dialog: personal, business, storage and services. */
export function ApplicationDetailSections({ application: a }: { application: Application }) {
  const { t } = useTranslation(['applications']);
  const translate = useTranslateMessage();
  const formatPhone = usePhoneFormat();
  const yesNoText = (value: boolean) =>
    yesNo(value) === 'Yes' ? t('applications:sections.yes') : t('applications:sections.no');
  const option = (label: string | null) => (label ? translate(label) : null);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <DetailSection title={t('applications:steps.personal')}>
        <Rows
          rows={[
            [t('applications:personal.fullName'), a.full_name],
            [t('applications:docs.email'), a.email],
            [t('applications:docs.phone'), a.phone && formatPhone(a.phone)],
            [t('applications:personal.address'), a.address],
          ]}
        />
      </DetailSection>
      <DetailSection title={t('applications:sections.business')}>
        <Rows
          rows={[
            [t('applications:sections.businessAccount'), yesNoText(a.is_business_account)],
            [t('applications:personal.businessName'), a.business_name],
            [
              t('applications:personal.businessType'),
              a.business_type ? option(businessTypeLabel(a.business_type)) : null,
            ],
          ]}
        />
      </DetailSection>
      <DetailSection title={t('applications:steps.storage')}>
        <Rows
          rows={[
            [t('applications:storage.itemType'), option(a.item_type)],
            [t('applications:storage.type'), option(storageTypeLabel(a.storage_type))],
            [
              t('applications:storage.volume'),
              a.estimated_volume ? option(estimatedVolumeLabel(a.estimated_volume)) : null,
            ],
            [
              t('applications:storage.frequency'),
              a.access_frequency ? option(accessFrequencyLabel(a.access_frequency)) : null,
            ],
            [
              t('applications:storage.duration'),
              a.storage_duration ? option(storageDurationLabel(a.storage_duration)) : null,
            ],
            [t('applications:storage.special'), a.special_requirements],
          ]}
        />
      </DetailSection>
      <DetailSection title={t('applications:steps.services')}>
        <Rows
          rows={[
            [t('applications:sections.insurance'), yesNoText(a.insurance_required)],
            [t('applications:sections.packing'), yesNoText(a.packing_services)],
            [t('applications:sections.transport'), yesNoText(a.transportation_needed)],
          ]}
        />
      </DetailSection>
    </div>
  );
}
