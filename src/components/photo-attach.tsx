import { useEffect, useMemo } from 'react';
import { useServices } from '../hooks/use-services.js';
import { PhotoUpload, type PhotoPath } from '../state/photo-upload.js';
import { PhotoPicker } from './photo-picker.js';

/**
 * A photo to go with a message, picked and uploaded to `path` (with `fields`) as the ID photos are (scaled, with progress,
 * cancel and retry); `onPhoto` hears its id once stored and undefined while there is none. A part of the
 * verification area, which holds the upload code, so that code is in one chunk and not in the core.
 */
export function PhotoAttach({ path, fields, label, onPhoto }: {
  path: PhotoPath;
  fields?: Record<string, string>;
  label: string;
  onPhoto: (photoId: string | undefined) => void;
}) {
  const { api } = useServices();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `fields` are the caller's constants: a new upload only for another API or path
  const photo = useMemo(() => new PhotoUpload(api, path, fields), [api, path]);
  useEffect(() => () => photo[Symbol.dispose](), [photo]);
  const slot = photo.slot.value;
  const photoId = slot.status === 'done' ? slot.photoId : undefined;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- told once per photo, to whichever handler the parent passes now
  useEffect(() => onPhoto(photoId), [photoId]);
  return <PhotoPicker id="up-attach" label={label} slot={slot} onPick={photo.choose} onCancel={photo.cancel} onRetry={photo.retry} />;
}
