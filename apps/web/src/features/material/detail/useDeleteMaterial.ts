import { apiPaths, errorCatalog, type Material } from '@herald/contract';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../api/hooks.js';
import { call } from '../../../api/transport.js';
import { useFailureText } from '../../../lib/failure-text.js';
import { materialReads } from '../hooks/reads.js';

/**
 * Deleting a material (material_manage), asked first. One that scheduled posts use is refused
 * (material_in_use): the question is asked again, saying how many posts will be held for a person
 * to decide, and only then is it deleted with confirm_in_use.
 */
export function useDeleteMaterial(onDeleted: () => void): (material: Material) => void {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const failureText = useFailureText();
  const remove = useApiMutation(apiPaths.material.delete, { invalidates: materialReads });

  const askAgain = async (material: Material) => {
    // The count now, not when the drawer opened: posts may have been scheduled since.
    const fresh = await call(apiPaths.material.detail, { id: material.id });
    modal.confirm({
      title: t('common.confirmTitle'),
      content: t('material.detail.inUseConfirm', { count: fresh.scheduled_uses, name: material.name }),
      okText: t('material.detail.removeAnyway'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => attempt(material, true),
    });
  };

  const attempt = async (material: Material, confirmInUse: boolean): Promise<void> => {
    try {
      const [result] = await remove.mutateAsync({ ids: [material.id], confirm_in_use: confirmInUse });
      if (result?.ok) {
        void message.success(t('common.deleted'));
        onDeleted();
      } else if (result?.code === errorCatalog.material_in_use.code && !confirmInUse)
        await askAgain(material);
      else if (result)
        void message.error(t('common.errorNotice', { code: result.code, msg: result.message }));
    } catch (error) {
      void message.error(failureText(error));
    }
  };

  return (material) =>
    modal.confirm({
      title: t('common.confirmTitle'),
      content: t('material.detail.removeConfirm', { name: material.name }),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => attempt(material, false),
    });
}
