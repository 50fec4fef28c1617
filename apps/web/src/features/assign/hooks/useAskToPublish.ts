import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks before a task is handed out, since each receiver gets a to-do and is told; true on OK. */
export function useAskToPublish(): (name: string, receivers: number) => Promise<boolean> {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return useCallback(
    (name, receivers) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('common.confirmTitle'),
          content: t('assign.actions.publishConfirm', { name, count: receivers }),
          okText: t('assign.actions.publish'),
          cancelText: t('common.cancel'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );
}
