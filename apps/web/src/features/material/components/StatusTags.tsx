import { MATERIAL_EXPIRY_NOTICE_DAYS, type Material, type MaterialStatus } from '@herald/contract';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { rightsState } from '../model/rights.js';

const statusColors: Record<MaterialStatus, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
};

/** Where a material stands in review. */
export function MaterialStatusTag({ status }: { status: MaterialStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={statusColors[status]} style={{ marginInlineEnd: 0 }} data-testid="material-status">
      {t(`material.status.${status}`)}
    </Tag>
  );
}

/** Rights that have ended, or end within the notice days; nothing otherwise. */
export function ExpiryTag({ material }: { material: Pick<Material, 'expired' | 'rights'> }) {
  const { t } = useTranslation();
  const state = material.expired
    ? 'expired'
    : rightsState(material.rights.expires_at, new Date(), MATERIAL_EXPIRY_NOTICE_DAYS);
  if (state === 'ok') return null;
  if (state === 'expired')
    return (
      <Tag color="error" style={{ marginInlineEnd: 0 }} data-testid="expiry-tag">
        {t('material.rights.expiredTag')}
      </Tag>
    );
  return (
    <Tag color="warning" style={{ marginInlineEnd: 0 }} data-testid="expiry-tag">
      {t('material.rights.expiringTag', { date: dayjs(material.rights.expires_at).format('YYYY-MM-DD') })}
    </Tag>
  );
}
