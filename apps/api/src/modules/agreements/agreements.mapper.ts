import type { Agreement, AgreementStatus } from '@stockyard/domain';
import type { AgreementRow } from './agreements.repository.js';

export function toAgreement(row: AgreementRow): Agreement {
  const { agreement } = row;
  return {
    id: agreement.id,
    application_id: agreement.applicationId,
    customer_id: agreement.customerId,
    branch_id: agreement.branchId,
    branch_name: row.branchName,
    branch_location: row.branchLocation,
    volume: agreement.volume,
    start_date: agreement.startDate,
    end_date: agreement.endDate,
    // The status column only receives values of the domain's list (and a check holds it to them).
    status: agreement.status as AgreementStatus,
    intake_assignment_id: row.intakeAssignmentId,
    intake_employee_name: row.intakeEmployeeName,
    cancelled_at: agreement.cancelledAt ? agreement.cancelledAt.toISOString() : null,
    created_at: agreement.createdAt.toISOString(),
    updated_at: agreement.updatedAt.toISOString(),
    version: agreement.version,
  };
}
