import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a post is called in lists: its title, else the start of its text. */
export function usePostName(): (post: { title: string; excerpt?: string; text?: string }) => string {
  const { t } = useTranslation();
  return (post) => {
    const title = post.title.trim();
    if (title) return title;
    const text = (post.excerpt ?? post.text ?? '').trim().split('\n')[0] ?? '';
    return text ? (text.length > 80 ? `${text.slice(0, 80)}…` : text) : t('content.untitled');
  };
}

/** The excerpt under a title, one or two lines. */
export function Excerpt({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0, fontSize: 12 }}>
      {text.trim() || t('content.noText')}
    </Typography.Paragraph>
  );
}
