import { apiPaths, type Material, type StoredUpload, type UploadKind, uploadKinds } from '@herald/contract';
import { App } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/transport.js';
import {
  type BeforeSend,
  useConfirmLarge,
  useUploadBucket,
  useUploadQueue,
} from '../../../components/upload/index.js';

/** Files one submission takes. */
export const SUBMIT_FILES_MAX = 20;

/** A picked file the game already has: it is linked to that material, never uploaded again. */
export interface KnownFile {
  fileName: string;
  material: Material;
}

/** A finished upload waiting to be submitted, with the name the submitter gives it. */
export interface PendingFile {
  file: StoredUpload;
  kind: UploadKind;
  name: string;
}

/**
 * The files of a submission: each is checked and hashed, then looked up by its SHA-1 (material/check);
 * one the game already has joins `known` instead of being uploaded, the others upload resumably and
 * wait, named after their file, to be submitted.
 */
export function useMaterialUploads() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const bucket = useUploadBucket();
  const confirmLarge = useConfirmLarge();
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [known, setKnown] = useState<KnownFile[]>([]);
  const kinds = useRef(new Map<string, UploadKind>());
  const pendingRef = useRef(pending);
  pendingRef.current = pending;

  const beforeSend: BeforeSend = useCallback(
    async (file, sha1, kind) => {
      if (pendingRef.current.some((entry) => entry.file.sha1 === sha1)) {
        void message.warning(t('material.submit.sameFile', { name: file.name }));
        return 'skip';
      }
      const [answer] = await call(apiPaths.material.check, { sha1: [sha1] });
      const material = answer?.material;
      if (material) {
        setKnown((list) => [
          ...list.filter((entry) => entry.material.id !== material.id),
          { fileName: file.name, material },
        ]);
        return 'skip';
      }
      kinds.current.set(sha1, kind);
      return 'send';
    },
    [message, t],
  );

  const files = useMemo(() => pending.map((entry) => entry.file), [pending]);
  const onChange = useCallback((next: StoredUpload[]) => {
    setPending((current) =>
      next.map(
        (file) =>
          current.find((entry) => entry.file.id === file.id) ?? {
            file,
            kind: kinds.current.get(file.sha1) ?? 'image',
            name: file.name.slice(0, 100),
          },
      ),
    );
  }, []);
  const queue = useUploadQueue({
    kinds: uploadKinds,
    bucket: bucket.data,
    max: SUBMIT_FILES_MAX,
    value: files,
    onChange,
    confirmLarge,
    beforeSend,
  });

  return {
    bucket,
    queue,
    pending,
    known,
    rename: (id: number, name: string) =>
      setPending((list) => list.map((entry) => (entry.file.id === id ? { ...entry, name } : entry))),
    remove: (ids: readonly number[]) =>
      setPending((list) => list.filter((entry) => !ids.includes(entry.file.id))),
    addKnown: (entry: KnownFile) => setKnown((list) => [...list, entry]),
    forget: (materialId: number) =>
      setKnown((list) => list.filter((entry) => entry.material.id !== materialId)),
  };
}
export type MaterialUploads = ReturnType<typeof useMaterialUploads>;
