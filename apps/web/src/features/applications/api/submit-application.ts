import { applicationSchema, type Application, type ApplicationSubmit } from '@stockyard/domain';
import { api } from '../../../lib/api-client';
import { applicationKeys } from './query-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export type ApplicationSubmission = {
  application: ApplicationSubmit;
  identificationDoc: File;
  inventoryList: File | null;
};

/**
 * POST /api/applications/submit as multipart: the fields as one JSON part plus the documents.
 * The browser writes the multipart content type (with its boundary) for a FormData body.
 */
export async function submitApplication({
  application,
  identificationDoc,
  inventoryList,
}: ApplicationSubmission): Promise<Application> {
  const form = new FormData();
  form.append('application_data', JSON.stringify(application));
  if (inventoryList) form.append('inventory_list', inventoryList, inventoryList.name);
  form.append('identification_doc', identificationDoc, identificationDoc.name);
  const data = await api.post('/applications/submit', form);
  return applicationSchema.parse(data);
}

export function useSubmitApplication() {
  return useRefreshingMutation(submitApplication, applicationKeys.all);
}
