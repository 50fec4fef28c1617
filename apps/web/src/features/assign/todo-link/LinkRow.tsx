import { BulbOutlined } from '@ant-design/icons';
import type { LinkPost } from '@herald/contract';
import { Button, Checkbox, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { PostRow } from '../components/PostRow.js';
import { LinkStateTag } from '../components/tags.js';

/** Only a free post (never linked, or taken back from this to-do) may be linked (else post_linked_elsewhere). */
export const isLinkable = (post: LinkPost) => post.link_status === 'nolink' || post.link_status === 'unlink';

/**
 * One post on the link screen: its link state in words, Herald's "Proposed" mark with a one-click
 * Confirm, a checkbox to link several at once, and Unlink for a post linked here.
 */
export function LinkRow({
  post,
  open,
  selected,
  onSelect,
  onConfirm,
  onUnlink,
  busy,
}: {
  post: LinkPost;
  /** Whether posts may be linked or unlinked now (a pending to-do of a published task). */
  open: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onConfirm: () => void;
  onUnlink: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const linkable = open && isLinkable(post);
  return (
    <PostRow
      post={post}
      lead={
        <Checkbox
          checked={selected}
          disabled={!linkable}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={t('assign.link.select')}
          style={{ marginTop: 2 }}
        />
      }
      marks={
        <>
          <LinkStateTag status={post.link_status} />
          {post.proposed && (
            <Tooltip title={t('assign.link.proposedHelp')}>
              <Tag color="blue" icon={<BulbOutlined />} style={{ marginInlineEnd: 0 }} data-testid="proposed">
                {t('assign.marks.proposed')}
              </Tag>
            </Tooltip>
          )}
        </>
      }
      actions={
        <>
          {post.proposed && linkable && (
            <Button type="primary" size="small" loading={busy} onClick={onConfirm}>
              {t('assign.link.confirm')}
            </Button>
          )}
          {open && post.link_status === 'linked' && (
            <Button size="small" loading={busy} onClick={onUnlink}>
              {t('assign.todo.unlink')}
            </Button>
          )}
        </>
      }
    />
  );
}
