import { profileSchema, type Profile } from '@stockyard/domain';
import { api } from '../../../lib/api-client';
import { useAvatarChange } from './get-avatar';

/** POST /api/users/me/avatar: the answer is the own profile, validated like GET /users/me's. */
export const uploadAvatar = async (file: File): Promise<Profile> => {
  const body = new FormData();
  body.append('avatar', file);
  return profileSchema.parse(await api.post('/users/me/avatar', body));
};

export const useUploadAvatar = () => useAvatarChange(uploadAvatar);
