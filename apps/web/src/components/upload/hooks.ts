import { apiPaths } from '@herald/contract';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../api/hooks.js';
import { readableSize } from './checks.js';

/** The upload settings (types, limits, the tus endpoint): read once, they do not change under a page. */
export function useUploadBucket() {
  return useApiQuery(apiPaths.upload.bucket, {}, { staleTime: Number.POSITIVE_INFINITY });
}

/** Asks before a file over the large-file threshold is hashed (SPEC §5): true to go on. */
export function useConfirmLarge(): (file: File) => Promise<boolean> {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return useCallback(
    (file: File) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('upload.largeTitle'),
          content: t('upload.largeBody', { name: file.name, size: readableSize(file.size) }),
          okText: t('common.ok'),
          cancelText: t('common.cancel'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );
}
