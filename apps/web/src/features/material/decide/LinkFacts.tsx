import type { MaterialLinkInfo } from '@herald/contract';
import { Descriptions, type DescriptionsProps, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MaterialThumb } from '../../../components/material/index.js';
import { usePhone } from '../../../components/viewport.js';
import { RightsView } from '../detail/RightsView.js';

/** What an outside reviewer's link is about: the game, the material (preview, file), who sent it, its rights. */
export function LinkFacts({ info }: { info: MaterialLinkInfo }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const items: DescriptionsProps['items'] = [
    { key: 'game', label: t('material.decide.game'), children: info.game_name },
    { key: 'name', label: t('material.fields.name'), children: info.name },
    { key: 'kind', label: t('material.fields.kind'), children: t(`material.kinds.${info.kind}`) },
    { key: 'by', label: t('material.decide.submittedBy'), children: info.submitted_by },
  ];
  if (info.default_description.trim())
    items.push({
      key: 'description',
      label: t('material.fields.description'),
      children: <span style={{ whiteSpace: 'pre-wrap' }}>{info.default_description}</span>,
    });
  const thumb = {
    kind: info.kind,
    name: info.name,
    preview: { status: 'done' as const, thumbnail_url: info.thumbnail_url, poster_url: null, reason: null },
  };
  return (
    <Flex vertical gap="middle">
      <div style={{ borderRadius: 6, overflow: 'hidden' }}>
        <MaterialThumb material={thumb} height={phone ? 180 : 240} />
      </div>
      <Typography.Link href={info.file_url} target="_blank" rel="noreferrer">
        {t('material.decide.openFile')}
      </Typography.Link>
      <Descriptions
        size="small"
        bordered
        column={1}
        layout={phone ? 'vertical' : 'horizontal'}
        items={items}
        data-testid="link-facts"
      />
      <Typography.Text strong>{t('material.rights.title')}</Typography.Text>
      <RightsView material={{ expired: false, rights: info.rights }} />
    </Flex>
  );
}
