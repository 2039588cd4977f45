import type { Application } from '@stockyard/domain';
import type { ReactNode } from 'react';
import {
  accessFrequencyLabel,
  businessTypeLabel,
  estimatedVolumeLabel,
  storageDurationLabel,
  storageTypeLabel,
  yesNo,
} from './option-labels';

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
  return (
    <dl className="space-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-[9rem_1fr] gap-2">
          <dt className="text-gray-600">{label}</dt>
          <dd className="min-w-0 font-medium wrap-anywhere text-gray-900">
            {value === null || value === '' ? <span className="font-normal text-gray-500">Not provided</span> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

// The customer's Profile Visibility keeps it from employees; admins always see it.
const hiddenNote = <span className="font-normal text-gray-500 italic">Hidden by the customer's privacy setting</span>;

/** The read-only sections of spec 02's detail dialog: personal, business, storage and services. */
export function ApplicationDetailSections({ application: a }: { application: Application }) {
  const shown = (field: Application['hidden_fields'][number], value: string | null) =>
    a.hidden_fields.includes(field) ? hiddenNote : value;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <DetailSection title="Personal Information">
        <Rows
          rows={[
            ['Full Name', a.full_name],
            ['Email', a.email],
            ['Phone', shown('phone', a.phone)],
            ['Address', shown('address', a.address)],
          ]}
        />
      </DetailSection>
      <DetailSection title="Business Information">
        <Rows
          rows={[
            ['Business Account', yesNo(a.is_business_account)],
            ['Business Name', a.business_name],
            ['Business Type', a.business_type ? businessTypeLabel(a.business_type) : null],
          ]}
        />
      </DetailSection>
      <DetailSection title="Storage Requirements">
        <Rows
          rows={[
            ['Item Type', a.item_type],
            ['Storage Type', storageTypeLabel(a.storage_type)],
            ['Estimated Volume', a.estimated_volume ? estimatedVolumeLabel(a.estimated_volume) : null],
            ['Access Frequency', a.access_frequency ? accessFrequencyLabel(a.access_frequency) : null],
            ['Storage Duration', a.storage_duration ? storageDurationLabel(a.storage_duration) : null],
            ['Special Requirements', a.special_requirements],
          ]}
        />
      </DetailSection>
      <DetailSection title="Additional Services">
        <Rows
          rows={[
            ['Insurance Required', yesNo(a.insurance_required)],
            ['Packing Services', yesNo(a.packing_services)],
            ['Transportation Needed', yesNo(a.transportation_needed)],
          ]}
        />
      </DetailSection>
    </div>
  );
}
