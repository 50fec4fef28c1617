import { apiPaths } from '@herald/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeyOf } from '../../../api/hooks.js';
import { call } from '../../../api/transport.js';
import { logWarning } from '../../../lib/log.js';
import { capturePreview } from './capture.js';

/**
 * The preview screenshot of a submission (SPEC §4–§5): `panel` goes on the preview card, and
 * `capture` answers the upload id of its picture. It answers null when the preview shows no network,
 * or when the capture or its upload failed: the warning says the post goes without its picture, so
 * the post is never held back for it and never claims a picture it does not carry. While it runs,
 * `onBusyChange` holds the form back like an upload (useUploadsBusy).
 */
export function usePreviewCapture(shows: boolean, onBusyChange: (busy: boolean) => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const panel = useRef<HTMLDivElement>(null);
  const [capturing, setCapturing] = useState(false);
  const showsRef = useRef(shows);
  showsRef.current = shows;

  const capture = useCallback(async (): Promise<number | null> => {
    const node = panel.current;
    if (!node || !showsRef.current) return null;
    setCapturing(true);
    onBusyChange(true);
    try {
      // The uploader's own settings, from the cache when an uploader has read them already.
      const bucket = () =>
        client.fetchQuery({
          queryKey: queryKeyOf(apiPaths.upload.bucket, {}),
          queryFn: () => call(apiPaths.upload.bucket, {}),
          staleTime: Number.POSITIVE_INFINITY,
        });
      return await capturePreview(node, bucket);
    } catch (error) {
      logWarning('preview screenshot not attached', error);
      void message.warning(t('compose.preview.captureFailed'));
      return null;
    } finally {
      setCapturing(false);
      onBusyChange(false);
    }
  }, [client, message, onBusyChange, t]);

  return { panel, capturing, capture };
}
