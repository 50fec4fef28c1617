import { UserOutlined } from '@ant-design/icons';
import type { Feed } from '@herald/contract';
import { Avatar } from 'antd';

/** The author's picture, else their initial, else a person icon. */
export function AuthorAvatar({ author, size = 32 }: { author: Feed['author']; size?: number }) {
  const initial = author.name?.trim().charAt(0).toUpperCase();
  return (
    <Avatar
      size={size}
      src={author.avatar_url ?? undefined}
      icon={initial ? undefined : <UserOutlined />}
      alt=""
    >
      {initial}
    </Avatar>
  );
}
