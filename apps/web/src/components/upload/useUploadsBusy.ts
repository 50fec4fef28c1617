import { useCallback, useRef, useState } from 'react';

export interface UploadsBusy {
  /** Something is being hashed, uploaded or is paused half-way: the form must not submit (SPEC §5). */
  busy: boolean;
  /** The `onBusyChange` of one uploader of the form, by a name of the caller's choosing. */
  track: (key: string) => (busy: boolean) => void;
}

/**
 * Lets a form block submission while any of its uploaders is busy:
 * `const uploads = useUploadsBusy(); <MediaUploader onBusyChange={uploads.track('images')} …/>`
 * and `disabled={uploads.busy}` on the submit button.
 */
export function useUploadsBusy(): UploadsBusy {
  const [busyKeys, setBusyKeys] = useState<ReadonlySet<string>>(() => new Set());
  const trackers = useRef(new Map<string, (busy: boolean) => void>());
  const track = useCallback((key: string) => {
    let tracker = trackers.current.get(key);
    if (!tracker) {
      // One stable callback per key, so an uploader's effect does not re-run on every render.
      tracker = (busy: boolean) =>
        setBusyKeys((current) => {
          if (current.has(key) === busy) return current;
          const next = new Set(current);
          if (busy) next.add(key);
          else next.delete(key);
          return next;
        });
      trackers.current.set(key, tracker);
    }
    return tracker;
  }, []);
  return { busy: busyKeys.size > 0, track };
}
