import { apiPaths } from '@herald/contract';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../api/hooks.js';
import { levelChoices } from '../../lib/review-levels.js';

/** The approval level a comment, like or message goes through; none unless the game has levels. */
export function ReviewLevelSelect({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (level: number | null) => void;
}) {
  const { t } = useTranslation();
  const lookup = useApiQuery(apiPaths.reviewConfig.lookup, {});
  if (!lookup.data || lookup.data.max_level === 0) return null;
  return (
    <Select<number>
      aria-label={t('engagement.comments.reviewLevel')}
      style={{ minWidth: 180 }}
      value={value ?? 0}
      onChange={(level) => onChange(level === 0 ? null : level)}
      options={[
        { value: 0, label: t('engagement.comments.noReview') },
        ...levelChoices(lookup.data).map((choice) => ({
          value: choice.level,
          label: `${t('engagement.comments.reviewLevel')} ${choice.level}${choice.name ? ` · ${choice.name}` : ''}`,
        })),
      ]}
    />
  );
}
