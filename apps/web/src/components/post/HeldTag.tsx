import type { PostHold } from '@herald/contract';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** "Held: material expired — Key art, Logo": why a post is held and by which materials. */
export function useHeldText(): (held: PostHold) => string {
  const { t } = useTranslation();
  return (held) =>
    t('content.held.title', {
      reason: t(`content.held.reasons.${held.reason}`),
      names: held.materials.map((material) => material.name).join(', '),
    });
}

/** A held post's badge beside its status in lists (why and which materials on hover); nothing otherwise. */
export function HeldTag({ held }: { held: PostHold | null }) {
  const { t } = useTranslation();
  const heldText = useHeldText();
  if (!held) return null;
  return (
    <Tooltip title={heldText(held)}>
      <Tag color="warning" style={{ marginInlineEnd: 0 }} data-testid="held-tag" aria-label={heldText(held)}>
        {t('content.held.tag')}
      </Tag>
    </Tooltip>
  );
}
