import type { Profile } from '@stockyard/domain';
import { api } from '../../../lib/api-client';
import { useAvatarChange } from './get-avatar';

export const uploadAvatar = (file: File) => {
  const body = new FormData();
  body.append('avatar', file);
  return api.post<Profile>('/users/me/avatar', body);
};

export const useUploadAvatar = () => useAvatarChange(uploadAvatar);
