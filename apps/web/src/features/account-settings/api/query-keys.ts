import { currentUserKeys } from '../../../resources/current-user';

/** Below the current user's key (resources/current-user.ts), so an account change refreshes these too. */
export const accountKeys = {
  all: currentUserKeys.all,
  preferences: () => [...accountKeys.all, 'preferences'] as const,
  notificationChannels: () => [...accountKeys.all, 'notification-channels'] as const,
  avatar: (userId: number) => [...accountKeys.all, 'avatar', userId] as const,
};
