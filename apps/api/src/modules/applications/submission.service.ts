import {
  applicationSubmitSchemaFor,
  checkDocumentFile,
  DOCUMENT_KINDS,
  DOCUMENT_RULES,
  fileExtension,
  IDENTIFICATION_REQUIRED_MESSAGE,
  sanitizeFileName,
  STORAGE_TYPE_LABELS,
  type ApplicationSubmit,
  type DocumentKind,
  type PhoneCountry,
  type StorageType,
} from '@stockyard/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordActivity, type RequestOrigin } from '../activity/activity.repository.js';
import { announce } from '../messages/announce.service.js';
import { alertNewApplication } from '../alerts/alerts.service.js';
import { readSiteCountry } from '../settings/site-country.js';
import { assertUploadSize, uploadLimitFor } from '../settings/upload-limit.js';
import type { UserRow } from '../users/users.mapper.js';
import {
  insertApplication,
  insertDocuments,
  type ApplicationRecord,
  type DocumentMeta,
  type DocumentValues,
} from './applications.repository.js';
import { contentMismatchMessage, verifiedContentType } from './document-content.js';
import type { RawSubmission, UploadedFile } from './submission-parser.js';

const STATUS_BY_REASON = {
  empty: 'VALIDATION',
  type: 'UNSUPPORTED_MEDIA_TYPE',
  too_large: 'PAYLOAD_TOO_LARGE',
} as const;

function parseApplicationData(data: unknown, country: PhoneCountry): ApplicationSubmit {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    const message = 'application_data must be a JSON object';
    throw new AppError('VALIDATION', message, [{ field: 'application_data', message }]);
  }
  const parsed = applicationSubmitSchemaFor(country).safeParse(data);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({
    field: issue.path.join('.') || 'application_data',
    message: issue.message,
  }));
  throw new AppError('VALIDATION', errors[0]?.message ?? 'Invalid application', errors);
}

/** Name, size and content checks of one document; the stored values when it passes. */
async function verifyDocument(kind: DocumentKind, file: UploadedFile): Promise<DocumentValues> {
  const fileName = sanitizeFileName(file.name, kind);
  const problem = checkDocumentFile(kind, { name: fileName, size: file.size });
  if (problem)
    throw new AppError(STATUS_BY_REASON[problem.reason], problem.message, [{ field: kind, message: problem.message }]);
  const data = file.data!;
  const contentType = await verifiedContentType(fileName, data);
  if (!contentType) {
    const message = contentMismatchMessage(kind, fileExtension(fileName));
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', message, [{ field: kind, message }]);
  }
  return { kind, fileName, contentType, size: data.length, data };
}

/**
 * A customer's application with its documents. Everything is checked before the transaction
 * starts; the application, its documents and the log entry then commit together or not at all.
 */
export async function submitApplication(
  db: Db,
  customer: UserRow,
  submission: RawSubmission,
  origin: RequestOrigin,
): Promise<{ record: ApplicationRecord; documents: DocumentMeta[] }> {
  const input = parseApplicationData(submission.applicationData, await readSiteCountry(db));
  if (!submission.files.identification_doc) {
    throw new AppError('VALIDATION', IDENTIFICATION_REQUIRED_MESSAGE, [
      { field: 'identification_doc', message: IDENTIFICATION_REQUIRED_MESSAGE },
    ]);
  }
  const documents: DocumentValues[] = [];
  for (const kind of DOCUMENT_KINDS) {
    const file = submission.files[kind];
    if (!file) continue;
    const document = await verifyDocument(kind, file);
    // The admin's maximum file size, where it is stricter than this document's own limit.
    assertUploadSize(
      DOCUMENT_RULES[kind].label,
      file.size,
      await uploadLimitFor(db, DOCUMENT_RULES[kind].maxBytes),
      kind,
    );
    documents.push(document);
  }

  return db.transaction(async (tx) => {
    const record = await insertApplication(tx, {
      customerId: customer.id,
      fullName: input.full_name,
      email: input.email,
      phone: input.phone,
      address: input.address,
      isBusinessAccount: input.is_business_account,
      businessName: input.business_name,
      businessType: input.business_type,
      itemType: input.item_type,
      estimatedVolume: input.estimated_volume,
      storageType: input.storage_type,
      accessFrequency: input.access_frequency,
      storageDuration: input.storage_duration,
      specialRequirements: input.special_requirements,
      insuranceRequired: input.insurance_required,
      packingServices: input.packing_services,
      transportationNeeded: input.transportation_needed,
      status: 'pending',
    });
    await insertDocuments(tx, record.id, documents);
    // The spec's activity categories have none for applications; storing goods is the closest.
    await recordActivity(
      tx,
      {
        userId: customer.id,
        action: 'application_submit',
        description: `Submitted storage application #${record.id} (${input.item_type}, ${input.storage_type})`,
        category: 'application',
      },
      origin,
    );
    await announce(tx, {
      kind: 'application_received',
      customerId: customer.id,
      applicationId: record.id,
      itemType: input.item_type,
      storageType: STORAGE_TYPE_LABELS[input.storage_type as StorageType] ?? input.storage_type,
    });
    await alertNewApplication(tx, { id: record.id, itemType: input.item_type, customer: input.full_name });
    const meta = documents.map(({ kind, fileName, contentType, size }) => ({
      applicationId: record.id,
      kind: kind,
      fileName,
      contentType,
      size,
    }));
    return { record, documents: meta };
  });
}
