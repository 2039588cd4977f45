export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  preferences: () => [...accountKeys.all, 'preferences'] as const,
  notificationChannels: () => [...accountKeys.all, 'notification-channels'] as const,
  avatar: (userId: number) => [...accountKeys.all, 'avatar', userId] as const,
};
