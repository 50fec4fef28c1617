import { MATERIAL_EXPIRY_NOTICE_DAYS, type Material } from '@herald/contract';
import { Alert, Descriptions, type DescriptionsProps, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { TagsPreview } from '../../../components/paged.js';
import { usePhone } from '../../../components/viewport.js';
import { currentLanguage } from '../../../i18n/index.js';
import { displayName, rightsState } from '../model/rights.js';

/** Rights that ended (it cannot be used for new posts) or end soon, said first and plainly. */
export function ExpiryAlert({ material }: { material: Pick<Material, 'expired' | 'rights'> }) {
  const { t } = useTranslation();
  const end = material.rights.expires_at;
  const state = material.expired ? 'expired' : rightsState(end, new Date(), MATERIAL_EXPIRY_NOTICE_DAYS);
  if (state === 'ok' || !end) return null;
  const date = dayjs(end).format('YYYY-MM-DD');
  return (
    <Alert
      type={state === 'expired' ? 'error' : 'warning'}
      showIcon
      title={t(state === 'expired' ? 'material.rights.expired' : 'material.rights.expiring', { date })}
      data-testid="expiry-alert"
    />
  );
}

/** The usage rights: until when, where and in which languages (none listed: no limit), from whom, notes. */
export function RightsView({ material }: { material: Pick<Material, 'expired' | 'rights'> }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const locale = currentLanguage();
  const { rights } = material;
  const list = (codes: readonly string[], type: 'region' | 'language', none: string) =>
    codes.length === 0 ? (
      none
    ) : (
      <TagsPreview
        items={codes.map((code) => ({ key: code, label: displayName(code, type, locale) }))}
        max={12}
      />
    );
  const items: DescriptionsProps['items'] = [
    {
      key: 'end',
      label: t('material.rights.expiresAt'),
      children: rights.expires_at ? (
        <Typography.Text type={material.expired ? 'danger' : undefined}>
          {dayjs(rights.expires_at).format('YYYY-MM-DD')}
        </Typography.Text>
      ) : (
        t('material.rights.noEnd')
      ),
    },
    {
      key: 'regions',
      label: t('material.rights.regions'),
      children: list(rights.regions, 'region', t('material.rights.anywhere')),
    },
    {
      key: 'languages',
      label: t('material.rights.languages'),
      children: list(rights.languages, 'language', t('material.rights.anyLanguage')),
    },
    { key: 'licensor', label: t('material.rights.licensor'), children: rights.licensor || '—' },
  ];
  if (rights.notes.trim())
    items.push({
      key: 'notes',
      label: t('material.rights.notes'),
      children: <span style={{ whiteSpace: 'pre-wrap' }}>{rights.notes}</span>,
    });
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      layout={phone ? 'vertical' : 'horizontal'}
      items={items}
      data-testid="material-rights"
    />
  );
}
