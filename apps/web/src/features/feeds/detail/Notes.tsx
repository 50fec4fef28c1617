import { apiPaths, FEED_NOTE_MAX, type FeedDetail } from '@herald/contract';
import { Button, Card, Flex, Input, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/transport.js';
import { FeedTime } from '../components/FeedTime.js';

/** The team's internal notes on the item, oldest first, and a box to add one. */
export function Notes({
  detail,
  attempt,
  onAdded,
}: {
  detail: FeedDetail;
  attempt: (name: string, work: () => Promise<void>, done?: string) => Promise<boolean>;
  onAdded: (note: FeedDetail['notes'][number]) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const add = async () => {
    setSaving(true);
    const ok = await attempt(
      'note',
      async () => onAdded(await call(apiPaths.feeds.note, { id: detail.feed.id, text: text.trim() })),
      t('feeds.detail.noteAdded'),
    );
    setSaving(false);
    if (ok) setText('');
  };
  return (
    <Card
      size="small"
      title={t('feeds.detail.notes')}
      extra={<Typography.Text type="secondary">{t('feeds.detail.notesHint')}</Typography.Text>}
    >
      <List
        size="small"
        dataSource={detail.notes}
        locale={{ emptyText: t('feeds.detail.noNotes') }}
        data-testid="feeds-notes"
        renderItem={(note) => (
          <List.Item>
            <Flex vertical gap={2}>
              <Flex gap={6} align="baseline">
                <Typography.Text strong>{note.author_name}</Typography.Text>
                <FeedTime iso={note.created_at} />
              </Flex>
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                {note.text}
              </Typography.Paragraph>
            </Flex>
          </List.Item>
        )}
      />
      <Flex vertical gap="small" style={{ marginTop: 8 }}>
        <Input.TextArea
          aria-label={t('feeds.detail.notePlaceholder')}
          placeholder={t('feeds.detail.notePlaceholder')}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={FEED_NOTE_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Flex justify="end">
          <Button onClick={() => void add()} loading={saving} disabled={text.trim() === ''}>
            {t('feeds.detail.addNote')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
