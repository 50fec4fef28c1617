import { apiPaths } from '@herald/contract';
import { Card, Col, Flex, List, Progress, Row, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../../api/hooks.js';
import { formatCount } from '../../../../components/reports/model/display.js';
import { QueryError } from '../../../../components/states.js';
import { currentLanguage } from '../../../../i18n/index.js';
import { rangeOf } from '../../model/range.js';
import { RangeControls, type RangeTabProps } from '../RangeControls.js';

type Count = { term: string; count: number };

/** Terms as bars, each against the most frequent one. */
function TermBars({ title, terms, testId }: { title: string; terms: readonly Count[]; testId: string }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const top = terms[0]?.count ?? 1;
  return (
    <Card size="small" title={title}>
      <List
        size="small"
        dataSource={[...terms]}
        data-testid={testId}
        locale={{ emptyText: t('listen.terms.empty') }}
        renderItem={(term) => (
          <List.Item key={term.term}>
            <Flex vertical style={{ width: '100%' }}>
              <Flex justify="space-between" gap="small">
                <Typography.Text>{term.term}</Typography.Text>
                <Typography.Text type="secondary">
                  {t('listen.terms.count', { count: formatCount(term.count, locale) })}
                </Typography.Text>
              </Flex>
              <Progress percent={(term.count / top) * 100} showInfo={false} size="small" aria-hidden />
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}

/** terms: the range's top words (Chinese segmented) and hashtags. */
export function TermsTab({ topicId, range, onRange }: RangeTabProps) {
  const { t } = useTranslation();
  const terms = useApiQuery(apiPaths.listenInsight.terms, { topic_id: topicId, range: rangeOf(range) });
  return (
    <Flex vertical gap="middle">
      <RangeControls choice={range} onChoice={onRange} />
      {terms.isError ? (
        <QueryError error={terms.error} onRetry={() => void terms.refetch()} />
      ) : terms.isPending ? (
        <Spin size="large" style={{ display: 'block', margin: '48px auto' }} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} md={12}>
            <TermBars title={t('listen.terms.words')} terms={terms.data.words} testId="terms-words" />
          </Col>
          <Col xs={24} md={12}>
            <TermBars
              title={t('listen.terms.hashtags')}
              terms={terms.data.hashtags}
              testId="terms-hashtags"
            />
          </Col>
        </Row>
      )}
    </Flex>
  );
}
