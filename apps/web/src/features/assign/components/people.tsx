import type { Task } from '@herald/contract';
import { Avatar, Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A member as the assign calls name them (receiver, asker, creator). */
type Member = Task['receivers'][number];

function initialOf(member: Member): string {
  return (member.name.trim() || member.email).charAt(0).toUpperCase();
}

/** One member: their initial and name, the e-mail on hover. */
export function MemberName({ member }: { member: Member }) {
  return (
    <Tooltip title={member.email}>
      <Flex component="span" align="center" gap={6} style={{ display: 'inline-flex' }}>
        <Avatar size="small" alt="">
          {initialOf(member)}
        </Avatar>
        <span>{member.name || member.email}</span>
      </Flex>
    </Tooltip>
  );
}

/**
 * A task's receivers: a few avatars (names on hover), then how many in all; `compact` (tables) says
 * how many only on hover and to screen readers.
 */
export function ReceiverAvatars({
  receivers,
  max = 4,
  compact = false,
}: {
  receivers: readonly Member[];
  max?: number;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (receivers.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  const count = t('assign.receiversCount', { count: receivers.length });
  if (compact)
    return (
      <Tooltip title={count}>
        <span data-testid="receivers" aria-label={count} role="img" style={{ display: 'inline-flex' }}>
          <Avatar.Group max={{ count: max }} size="small">
            {receivers.map((member) => (
              <Avatar key={member.user_id} alt={member.name}>
                {initialOf(member)}
              </Avatar>
            ))}
          </Avatar.Group>
        </span>
      </Tooltip>
    );
  return (
    <Flex align="center" gap={6} data-testid="receivers">
      <Avatar.Group max={{ count: max }} size="small">
        {receivers.map((member) => (
          <Tooltip key={member.user_id} title={member.name || member.email}>
            <Avatar alt={member.name}>{initialOf(member)}</Avatar>
          </Tooltip>
        ))}
      </Avatar.Group>
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
        {t('assign.receiversCount', { count: receivers.length })}
      </Typography.Text>
    </Flex>
  );
}
