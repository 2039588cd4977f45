import {
  applicationDocumentPath,
  DOCUMENT_KINDS,
  type Application,
  type ApplicationDocument,
  type DocumentKind,
} from '@stockyard/domain';
import { toAgreement } from '../agreements/agreements.mapper.js';
import type { AgreementRow } from '../agreements/agreements.repository.js';
import type { ApplicationRecord, DocumentMeta } from './applications.repository.js';

const isKind = (kind: string): kind is DocumentKind => (DOCUMENT_KINDS as readonly string[]).includes(kind);

/**
 * The application as its viewers see it. The phone and address were given to be contacted about
 * this application, so whoever may read it (the owner, the staff who process it) reads them: the
 * customer's Profile Visibility governs their profile, not what they wrote here.
 */
export function toApplication(
  row: ApplicationRecord,
  documents: DocumentMeta[],
  agreement?: AgreementRow,
): Application {
  const docs: ApplicationDocument[] = documents
    .filter((doc) => doc.applicationId === row.id)
    .flatMap((doc) =>
      isKind(doc.kind)
        ? [
            {
              kind: doc.kind,
              file_name: doc.fileName,
              content_type: doc.contentType,
              size: doc.size,
              url: applicationDocumentPath(row.id, doc.kind),
            },
          ]
        : [],
    );
  const urlOf = (kind: DocumentKind) => docs.find((doc) => doc.kind === kind)?.url ?? null;
  // Option columns only ever receive values checked by the domain schema on the way in.
  return {
    id: row.id,
    customer_id: row.customerId,
    full_name: row.fullName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    is_business_account: row.isBusinessAccount,
    business_name: row.businessName,
    business_type: row.businessType as Application['business_type'],
    item_type: row.itemType as Application['item_type'],
    storage_type: row.storageType as Application['storage_type'],
    estimated_volume: row.estimatedVolume as Application['estimated_volume'],
    access_frequency: row.accessFrequency as Application['access_frequency'],
    storage_duration: row.storageDuration as Application['storage_duration'],
    special_requirements: row.specialRequirements,
    insurance_required: row.insuranceRequired,
    packing_services: row.packingServices,
    transportation_needed: row.transportationNeeded,
    inventory_list_url: urlOf('inventory_list'),
    identification_doc_url: urlOf('identification_doc'),
    documents: docs,
    status: row.status as Application['status'],
    employee_notes: row.employeeNotes,
    reviewed_by: row.reviewedBy,
    reviewed_at: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    agreement: agreement ? toAgreement(agreement) : null,
    version: row.version,
  };
}
