import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { apiPaths, type Material } from '@herald/contract';
import { Button, Card, Drawer, Flex, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../api/hooks.js';
import { useEditor } from '../../../components/form-modal.js';
import { QueryError } from '../../../components/states.js';
import { usePhone } from '../../../components/viewport.js';
import { EditMaterialModal } from '../components/EditMaterialModal.js';
import { AboutFacts } from './AboutFacts.js';
import { FilePreview } from './FilePreview.js';
import { FitList } from './FitList.js';
import { ExpiryAlert, RightsView } from './RightsView.js';
import { UsesList } from './UsesList.js';
import { useDeleteMaterial } from './useDeleteMaterial.js';

function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card size="small" title={title} extra={extra}>
      {children}
    </Card>
  );
}

/**
 * One material in a drawer (material/detail): the file, what it is, its rights (ended ones said
 * first), how it fits each network, and the posts and tasks that use it with how the posts did. A
 * manager edits its fields and rights, and deletes it.
 */
export function MaterialDrawer({
  id,
  canManage,
  onClose,
}: {
  id: number | null;
  canManage: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = usePhone();
  const query = useApiQuery(apiPaths.material.detail, { id: id ?? 0 }, { enabled: id !== null });
  const editor = useEditor<Material>();
  const remove = useDeleteMaterial(onClose);
  const material = query.data;

  let body: ReactNode;
  if (query.isError) body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else if (!material) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else
    body = (
      <Flex vertical gap="middle" data-testid="material-detail">
        <ExpiryAlert material={material} />
        <FilePreview material={material} />
        <Section title={t('material.detail.about')}>
          <AboutFacts material={material} />
        </Section>
        <Section
          title={t('material.rights.title')}
          extra={
            canManage && (
              <Button size="small" icon={<EditOutlined />} onClick={() => editor.show(material)}>
                {t('material.detail.editRights')}
              </Button>
            )
          }
        >
          <RightsView material={material} />
        </Section>
        <Section title={t('material.detail.fit')}>
          {material.kind !== 'document' && (
            <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
              {t('material.detail.fitIntro')}
            </Typography.Paragraph>
          )}
          <FitList fit={material.fit} document={material.kind === 'document'} />
        </Section>
        <Section title={t('material.detail.uses')}>
          {material.scheduled_uses > 0 && (
            <Typography.Paragraph type="warning">
              {t('material.detail.scheduled', { count: material.scheduled_uses })}
            </Typography.Paragraph>
          )}
          <UsesList uses={material.uses} />
        </Section>
      </Flex>
    );

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={material?.name ?? t('material.detail.title')}
      size={phone ? '100%' : 720}
      destroyOnHidden
      extra={
        canManage &&
        material && (
          <Flex gap="small">
            <Button
              icon={<EditOutlined />}
              onClick={() => editor.show(material)}
              aria-label={t('material.detail.edit')}
              data-testid="material-edit"
            >
              {phone ? null : t('material.detail.edit')}
            </Button>
            <Button
              danger
              icon={<DeleteOutlined />}
              onClick={() => remove(material)}
              aria-label={t('material.detail.remove')}
              data-testid="material-delete"
            >
              {phone ? null : t('material.detail.remove')}
            </Button>
          </Flex>
        )
      }
    >
      {body}
      <EditMaterialModal
        editor={editor}
        title={editor.value ? t('material.mine.editTitle', { name: editor.value.name }) : ''}
      />
    </Drawer>
  );
}
