import { api } from '../../../lib/api-client';
import { useAvatarChange } from './get-avatar';

export const deleteAvatar = () => api.delete<void>('/users/me/avatar');

export const useDeleteAvatar = () => useAvatarChange(deleteAvatar);
