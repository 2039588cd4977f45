import {
  agreementDetailSchema,
  agreementListSchema,
  queueSchema,
  type AgreementDetail,
  type IntakeLotInput,
  type QueueItem,
  type QueueKind,
  type RateCorrection,
  type ReleaseRequestInput,
  type ReleaseStep,
  LOT_DATA_FIELD,
  LOT_PHOTO_FIELD,
} from '@stockyard/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { branchKeys } from '../../../resources/branches';

/** One root key: any step of an agreement refreshes My storage, the queue and the agreement together. */
export const storageKeys = {
  all: ['storage'] as const,
  mine: () => [...storageKeys.all, 'mine'] as const,
  detail: (id: number) => [...storageKeys.all, 'detail', id] as const,
  queue: (filter: QueueFilter) => [...storageKeys.all, 'queue', filter] as const,
};

export type QueueFilter = { branchId?: number | undefined; kind?: QueueKind | undefined };

export const myAgreementsQueryOptions = () =>
  queryOptions({
    queryKey: storageKeys.mine(),
    queryFn: async () => agreementListSchema.parse(await api.get('/agreements')).agreements,
  });
export const useMyAgreements = () => useQuery(myAgreementsQueryOptions());

export const agreementDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: storageKeys.detail(id),
    queryFn: async () => agreementDetailSchema.parse(await api.get(`/agreements/${id}/details`)),
  });
export const useAgreementDetail = (id: number | null) =>
  useQuery({ ...agreementDetailQueryOptions(id ?? 0), enabled: id !== null });

export const queueQueryOptions = (filter: QueueFilter) =>
  queryOptions({
    queryKey: storageKeys.queue(filter),
    queryFn: async (): Promise<QueueItem[]> => {
      const params = new URLSearchParams();
      if (filter.branchId) params.set('branch_id', String(filter.branchId));
      if (filter.kind) params.set('kind', filter.kind);
      const query = params.toString();
      return queueSchema.parse(await api.get(`/storage-queue${query ? `?${query}` : ''}`)).items;
    },
  });
export const useQueue = (filter: QueueFilter) => useQuery(queueQueryOptions(filter));

/** Every storage write moves branch figures or the agreement: refresh both. */
function useStorageMutation<Input>(write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: storageKeys.all }),
        queryClient.invalidateQueries({ queryKey: branchKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['applications'] }),
      ]),
  });
}

const detail = (data: unknown): AgreementDetail => agreementDetailSchema.parse(data);

/** A lot with a photo goes as multipart/form-data (the lot's fields as JSON text), one without as JSON. */
export const useRecordLot = () =>
  useStorageMutation(async ({ id, lot, photo }: { id: number; lot: IntakeLotInput; photo: File | null }) => {
    if (!photo) return detail(await api.post(`/agreements/${id}/lots`, lot));
    const form = new FormData();
    form.append(LOT_DATA_FIELD, JSON.stringify(lot));
    form.append(LOT_PHOTO_FIELD, photo, photo.name);
    return detail(await api.post(`/agreements/${id}/lots/with-photo`, form));
  });

/** The photo needs the bearer header, so it is fetched as a Blob (the component shows it through an object URL). */
export const lotPhotoQueryOptions = (agreementId: number, lotId: number) =>
  queryOptions({
    queryKey: [...storageKeys.all, 'photo', agreementId, lotId] as const,
    queryFn: ({ signal }) =>
      api.get<Blob>(`/agreements/${agreementId}/lots/${lotId}/photo`, { signal, responseType: 'blob' }),
    // A lot's photo never changes once taken.
    staleTime: Infinity,
  });

export const useCompleteIntake = () =>
  useStorageMutation(({ id, version }: { id: number; version: number }) =>
    api.post(`/agreements/${id}/intake/complete`, { version }),
  );

export const useRequestRelease = () =>
  useStorageMutation(async ({ id, request }: { id: number; request: ReleaseRequestInput }) =>
    detail(await api.post(`/agreements/${id}/releases`, request)),
  );

export const useReleaseStep = () =>
  useStorageMutation(async ({ id, lotId, status }: { id: number; lotId: number; status: ReleaseStep }) =>
    detail(await api.post(`/agreements/${id}/lots/${lotId}/release-step`, { status })),
  );

export const useRequestExtension = () =>
  useStorageMutation(async ({ id, endDate }: { id: number; endDate: string }) =>
    detail(await api.post(`/agreements/${id}/extensions`, { end_date: endDate })),
  );

export const useDecideExtension = () =>
  useStorageMutation(async ({ id, extensionId, accept }: { id: number; extensionId: number; accept: boolean }) =>
    detail(await api.post(`/agreements/${id}/extensions/${extensionId}/decision`, { accept })),
  );

export const useCancelStorage = () =>
  useStorageMutation(({ id, version }: { id: number; version: number }) =>
    api.post(`/agreements/${id}/cancel`, { version }),
  );

/** POST /api/agreements/{id}/rate-correction (admins): the billed days' difference goes on the next statement. */
export const useCorrectRate = () =>
  useStorageMutation(({ id, correction }: { id: number; correction: RateCorrection }) =>
    api.post(`/agreements/${id}/rate-correction`, correction),
  );
