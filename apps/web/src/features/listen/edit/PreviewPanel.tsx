import type { ListenPreview } from '@herald/contract';
import { Card, Empty, Flex, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../components/paged.js';
import { ListenNetworkLabel } from '../components/ListenNetwork.js';
import { MentionText } from '../components/MentionText.js';
import { SourceState } from '../components/SourceStates.js';

/** What each network would hear now: its state, its compiled queries, fetched and matched counts, samples. */
export function PreviewPanel({ previews }: { previews: readonly ListenPreview[] }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap="small" data-testid="preview-panel">
      {previews.map((preview) => (
        <Card
          key={preview.network}
          size="small"
          data-testid={`preview-${preview.network}`}
          title={<ListenNetworkLabel network={preview.network} />}
          extra={
            <SourceState
              status={{
                network: preview.network,
                state: preview.state,
                detail: preview.detail,
                last_run_at: null,
                next_run_at: null,
                matched: preview.matched,
              }}
            />
          }
        >
          <Flex vertical gap="small">
            {preview.detail && <Typography.Text type="secondary">{preview.detail}</Typography.Text>}
            <div>
              <Typography.Text strong>{t('listen.edit.queries')}</Typography.Text>
              {preview.queries.length === 0 ? (
                <Typography.Text type="secondary"> {t('listen.edit.noQueries')}</Typography.Text>
              ) : (
                preview.queries.map((query) => (
                  <Typography.Paragraph
                    key={query}
                    code
                    copyable
                    style={{ margin: '4px 0', overflowWrap: 'anywhere' }}
                  >
                    {query}
                  </Typography.Paragraph>
                ))
              )}
            </div>
            <Typography.Text>
              {t('listen.edit.counts', { fetched: preview.fetched, matched: preview.matched })}
            </Typography.Text>
            {preview.samples.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('listen.edit.noSamples')} />
            ) : (
              <List
                size="small"
                dataSource={preview.samples}
                renderItem={(sample, index) => (
                  <List.Item key={index} data-testid="preview-sample">
                    <Flex vertical gap={2}>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {sample.author.name ?? sample.author.handle ?? ''} · {formatTime(sample.published_at)}
                      </Typography.Text>
                      <MentionText text={sample.text} terms={sample.terms} />
                      <Flex wrap gap={4}>
                        {sample.terms.map((term) => (
                          <Tag key={term}>{term}</Tag>
                        ))}
                      </Flex>
                    </Flex>
                  </List.Item>
                )}
              />
            )}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
