import {
  apiPaths,
  type StoredUpload,
  type UploadBucket,
  type UploadKind,
  type UploadStatus,
  uploadIdFromUrl,
} from '@herald/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/transport.js';
import { errorText } from '../../lib/error-text.js';
import { checkFile, declaredType, kindOfFile, readableSize } from './checks.js';
import { sha1OfFile } from './hashing.js';
import { createTusUpload, type TusController } from './tus.js';

/** One picked file on its way (SPEC §4 upload states); once done it leaves the queue for the value. */
export interface UploadItem {
  key: string;
  name: string;
  size: number;
  kind: UploadKind;
  status: UploadStatus;
  /** Fraction of the current step (hashing while `init`, sending after), 0 to 1. */
  progress: number;
  /** Why it was refused or failed (status `fail`). */
  error: string | null;
  /** A local preview of an image while it uploads. */
  preview: string | null;
}

/** The states in which an item still holds the form back. */
const BUSY: ReadonlySet<UploadStatus> = new Set(['init', 'start', 'pause']);
export const isBusy = (item: UploadItem) => BUSY.has(item.status);

interface Running {
  hashing?: AbortController;
  tus?: TusController;
}

/** After hashing: send the file, or leave it out because the caller has taken care of it. */
export type BeforeSend = (file: File, sha1: string, kind: UploadKind) => Promise<'send' | 'skip'>;

export interface UploadQueueOptions {
  /** What may be picked; each file is taken as the first of these its type belongs to. */
  kinds: readonly UploadKind[];
  bucket: UploadBucket | undefined;
  max: number;
  value: readonly StoredUpload[];
  onChange: (files: StoredUpload[]) => void;
  /** Asked before hashing a file over the large-file threshold (SPEC §5); false drops the file. */
  confirmLarge: (file: File) => Promise<boolean>;
  /**
   * Asked once a file is hashed, before any byte is sent (the material library links a file the game
   * already has instead of storing it twice). A failure fails the file with its reason.
   */
  beforeSend?: BeforeSend;
}

let sequence = 0;

/** The files being checked, hashed and uploaded for one uploader, and what the user can do to them. */
export function useUploadQueue(options: UploadQueueOptions) {
  const { t } = useTranslation();
  const [items, setItems] = useState<UploadItem[]>([]);
  const itemsRef = useRef<UploadItem[]>([]);
  const running = useRef(new Map<string, Running>());
  const latest = useRef(options);
  latest.current = options;
  // What the value is after our own onChange calls, before the parent re-renders with it: two uploads
  // finishing in the same tick must both land.
  const seenValue = useRef(options.value);
  const committed = useRef(options.value);
  if (seenValue.current !== options.value) {
    seenValue.current = options.value;
    committed.current = options.value;
  }

  const setList = useCallback((change: (list: UploadItem[]) => UploadItem[]) => {
    itemsRef.current = change(itemsRef.current);
    setItems(itemsRef.current);
  }, []);
  const update = useCallback(
    (key: string, patch: Partial<UploadItem>) =>
      setList((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item))),
    [setList],
  );
  const drop = useCallback(
    (key: string) => {
      const item = itemsRef.current.find((entry) => entry.key === key);
      if (item?.preview) URL.revokeObjectURL(item.preview);
      running.current.delete(key);
      setList((list) => list.filter((entry) => entry.key !== key));
    },
    [setList],
  );

  const complete = useCallback(
    async (key: string, url: string) => {
      const id = uploadIdFromUrl(url);
      if (id === null) {
        update(key, { status: 'fail', error: t('upload.failed') });
        return;
      }
      try {
        const file = await call(apiPaths.upload.detail, { id });
        const next = [...committed.current, file];
        committed.current = next;
        latest.current.onChange(next);
        drop(key);
      } catch (error) {
        update(key, { status: 'fail', error: errorText(error, t('upload.failed'), t('common.networkLost')) });
      }
    },
    [drop, t, update],
  );

  const run = useCallback(
    async (key: string, file: File, bucket: UploadBucket, kind: UploadKind) => {
      const hashing = new AbortController();
      running.current.set(key, { hashing });
      let sha1: string;
      try {
        sha1 = await sha1OfFile(file, {
          signal: hashing.signal,
          onProgress: (progress) => update(key, { progress }),
        });
      } catch {
        // Stopped by the user (the item already says so), or the browser could not read the file.
        if (!hashing.signal.aborted) update(key, { status: 'fail', error: t('upload.hashFailed') });
        return;
      }
      const beforeSend = latest.current.beforeSend;
      if (beforeSend) {
        try {
          if ((await beforeSend(file, sha1, kind)) === 'skip') {
            drop(key);
            return;
          }
        } catch (error) {
          update(key, {
            status: 'fail',
            error: errorText(error, t('upload.failed'), t('common.networkLost')),
          });
          return;
        }
        // Stopped by the user while the caller was asked.
        if (!running.current.has(key)) return;
      }
      const declared = {
        filename: file.name.slice(0, 255),
        filetype: declaredType(file, kind, bucket) ?? file.type,
        kind,
        sha1,
      };
      const tus = createTusUpload(file, bucket, declared, {
        onProgress: (sent, total) => update(key, { progress: total > 0 ? sent / total : 0 }),
        onSuccess: (url) => void complete(key, url),
        onError: (reason) => update(key, { status: 'fail', error: reason ?? t('upload.failed') }),
      });
      if (!running.current.has(key)) return;
      running.current.set(key, { tus });
      update(key, { status: 'start', progress: 0 });
      try {
        await tus.start();
      } catch (error) {
        update(key, { status: 'fail', error: errorText(error, t('upload.failed'), t('common.networkLost')) });
      }
    },
    [complete, drop, t, update],
  );

  /** Adds picked files; answers how many did not fit under `max`. */
  const add = useCallback(
    async (files: readonly File[]): Promise<number> => {
      const { bucket, kinds, max, confirmLarge } = latest.current;
      if (!bucket) return files.length;
      const room = Math.max(0, max - committed.current.length - itemsRef.current.filter(isBusy).length);
      for (const file of files.slice(0, room)) {
        sequence += 1;
        const matched = kindOfFile(file, kinds, bucket);
        // A file of no accepted type is refused below under the first kind, with no preview.
        const kind = matched ?? kinds[0] ?? 'image';
        const item: UploadItem = {
          key: `upload-${sequence}`,
          name: file.name,
          size: file.size,
          kind,
          status: 'init',
          progress: 0,
          error: null,
          preview: matched === 'image' ? URL.createObjectURL(file) : null,
        };
        const problem = checkFile(file, kind, bucket);
        if (problem) {
          const error =
            problem.kind === 'type'
              ? t('upload.unsupportedType')
              : t('upload.tooLarge', { max: readableSize(problem.max) });
          setList((list) => [...list, { ...item, status: 'fail', error }]);
          continue;
        }
        if (file.size > bucket.large_file_bytes && !(await confirmLarge(file))) {
          if (item.preview) URL.revokeObjectURL(item.preview);
          continue;
        }
        setList((list) => [...list, item]);
        void run(item.key, file, bucket, kind);
      }
      return Math.max(0, files.length - room);
    },
    [run, setList, t],
  );

  const pause = useCallback(
    async (key: string) => {
      await running.current.get(key)?.tus?.pause();
      update(key, { status: 'pause' });
    },
    [update],
  );
  const resume = useCallback(
    (key: string) => {
      running.current.get(key)?.tus?.resume();
      update(key, { status: 'start' });
    },
    [update],
  );
  const stop = useCallback(
    async (key: string) => {
      const current = running.current.get(key);
      running.current.delete(key);
      current?.hashing?.abort();
      update(key, { status: 'stop' });
      try {
        await current?.tus?.stop();
      } catch (error) {
        // Stopped here all the same; the server's unfinished upload is left to expire.
        update(key, { error: errorText(error, t('upload.failed'), t('common.networkLost')) });
      }
    },
    [t, update],
  );

  // Leaving the page pauses what is in flight (the server keeps it; picking the file again resumes).
  useEffect(() => {
    const inFlight = running.current;
    return () => {
      for (const { hashing, tus } of inFlight.values()) {
        hashing?.abort();
        if (tus) void tus.pause();
      }
      for (const item of itemsRef.current) if (item.preview) URL.revokeObjectURL(item.preview);
    };
  }, []);

  return { items, add, pause, resume, stop, dismiss: drop, busy: items.some(isBusy) };
}
