import { AVATAR_HINT, type Profile } from '@stockyard/domain';
import Camera from 'lucide-react/icons/camera';
import Trash2 from 'lucide-react/icons/trash';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { useDeleteAvatar } from '../api/delete-avatar';
import { useAvatarUrl } from '../api/get-avatar';
import { useUploadAvatar } from '../api/upload-avatar';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png'];
// The hint's 5MB; the server checks size and the file's real type again.
const MAX_BYTES = 5 * 1024 * 1024;

/** The profile picture with upload and remove; the picture is stored on the server. */
export function AvatarField({ profile }: { profile: Profile }) {
  const input = useRef<HTMLInputElement>(null);
  const url = useAvatarUrl(profile.id, profile.has_avatar);
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation(['settings']);
  const translate = useTranslateMessage();
  const initials = `${profile.first_name.charAt(0)}${profile.last_name.charAt(0)}`.toUpperCase() || '?';

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setError(null);
    if (!ACCEPTED_TYPES.includes(file.type)) return setError(t('settings:avatar.wrongType'));
    if (file.size > MAX_BYTES) return setError(t('settings:avatar.tooLarge'));
    upload.mutate(file, { onError: (cause) => setError(errorMessage(cause, t('settings:avatar.uploadFailed'))) });
  };

  const onRemove = () => {
    setError(null);
    remove.mutate(undefined, { onError: (cause) => setError(errorMessage(cause, t('settings:avatar.removeFailed'))) });
  };

  return (
    <div className="flex flex-wrap items-center gap-5">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-2xl font-semibold text-brand-700">
        {url ? <img src={url} alt={t('settings:avatar.alt')} className="size-full object-cover" /> : initials}
      </div>
      <div className="min-w-0">
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => input.current?.click()} loading={upload.isPending}>
            <Camera aria-hidden="true" className="size-4" />
            {profile.has_avatar ? t('settings:avatar.change') : t('settings:avatar.upload')}
          </Button>
          {profile.has_avatar && (
            <Button variant="ghost" size="sm" onClick={onRemove} loading={remove.isPending}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('settings:avatar.remove')}
            </Button>
          )}
        </div>
        <p className="mt-2 text-xs text-gray-500">{translate(AVATAR_HINT)}</p>
        {error && (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {error}
          </p>
        )}
        <input
          ref={input}
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('settings:avatar.file')}
          onChange={(event) => onFile(event.target.files?.[0])}
        />
      </div>
    </div>
  );
}
