import type { PostSummary } from '@herald/contract';
import { Card, Checkbox, Flex } from 'antd';
import { AccountIcons } from '../../../components/post/AccountIcons.js';
import { HeldTag } from '../../../components/post/HeldTag.js';
import { PostCell } from '../../../components/post/PostCell.js';
import { StatusTag } from '../../../components/post/StatusTag.js';
import { PostTime } from '../components/PostTime.js';
import { PostLinks } from './columns.js';
import type { usePostLinks } from './links.js';

/** The post list on phones: one card per post, with a tick box when bulk actions are offered. */
export function PostCards({
  posts,
  links,
  canCompose,
  selected,
  onSelect,
}: {
  posts: readonly PostSummary[];
  links: ReturnType<typeof usePostLinks>;
  canCompose: boolean;
  selected: ReadonlySet<number> | null;
  onSelect: (post: PostSummary, on: boolean) => void;
}) {
  return (
    <Flex vertical gap="small" data-testid="post-cards">
      {posts.map((post) => (
        <Card key={post.id} size="small" data-testid="post-card">
          <Flex gap="small" align="start">
            {selected && (
              <Checkbox
                checked={selected.has(post.id)}
                onChange={(event) => onSelect(post, event.target.checked)}
                aria-label={`#${post.id}`}
              />
            )}
            <Flex vertical gap={6} style={{ minWidth: 0, flex: 1 }}>
              <PostCell post={post} href={links.detail(post)} />
              <Flex wrap gap="small" align="center" justify="space-between">
                <Flex gap={4} wrap>
                  <StatusTag status={post.status} />
                  <HeldTag held={post.held} />
                </Flex>
                <AccountIcons accounts={post.accounts} max={5} />
              </Flex>
              <PostTime post={post} />
              <PostLinks post={post} links={links} canCompose={canCompose} flush />
            </Flex>
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
