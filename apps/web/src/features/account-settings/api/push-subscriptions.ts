import type {
  PushPublicKey,
  PushSubscriptionCreate,
  PushSubscriptionList,
  PushSubscriptionRecord,
} from '@stockyard/domain';
import { api } from '../../../lib/api-client';

/** The server's VAPID public key, which the browser subscribes with. */
export const getPushPublicKey = () => api.get<PushPublicKey>('/push/public-key');

export const listPushSubscriptions = () => api.get<PushSubscriptionList>('/push/subscriptions');

export const savePushSubscription = (subscription: PushSubscriptionCreate) =>
  api.post<PushSubscriptionRecord>('/push/subscriptions', subscription);

export const deletePushSubscription = (id: number) => api.delete<void>(`/push/subscriptions/${id}`);
