import { apiPaths } from '@herald/contract';
import { Button, Card, Col, DatePicker, Flex, Form, InputNumber, Row, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../../api/hooks.js';
import { formatChangePercent } from '../../../../components/reports/model/display.js';
import { QueryError } from '../../../../components/states.js';
import { currentLanguage } from '../../../../i18n/index.js';
import { SentimentBar } from '../../components/SentimentBar.js';

/** patch: the topic's sentiment in the days before and after a patch went out. */
export function PatchTab({ topicId }: { topicId: number }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const [at, setAt] = useState<Dayjs | null>(null);
  const [days, setDays] = useState(7);
  const [asked, setAsked] = useState<{ at: string; days: number } | null>(null);
  const compare = useApiQuery(
    apiPaths.listenPatch.compare,
    { topic_id: topicId, at: asked?.at ?? '', days: asked?.days ?? 7 },
    { enabled: asked !== null },
  );
  return (
    <Flex vertical gap="middle">
      <Form layout="inline" component="div" style={{ rowGap: 8 }}>
        <Form.Item label={t('listen.patch.at')}>
          <DatePicker
            value={at}
            onChange={setAt}
            disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            aria-label={t('listen.patch.at')}
            data-testid="patch-at"
          />
        </Form.Item>
        <Form.Item label={t('listen.patch.days')}>
          <InputNumber<number>
            min={1}
            max={30}
            precision={0}
            value={days}
            onChange={(value) => setDays(value ?? 7)}
            aria-label={t('listen.patch.days')}
          />
        </Form.Item>
        <Button
          type="primary"
          disabled={!at}
          onClick={() => at && setAsked({ at: at.startOf('day').toISOString(), days })}
          data-testid="patch-compare"
        >
          {t('listen.patch.compare')}
        </Button>
      </Form>
      {!asked ? (
        <Typography.Text type="secondary">{t('listen.patch.pickDate')}</Typography.Text>
      ) : compare.isError ? (
        <QueryError error={compare.error} onRetry={() => void compare.refetch()} />
      ) : (
        compare.data && (
          <Flex vertical gap="small" data-testid="patch-result">
            <Row gutter={[16, 16]}>
              <Col xs={24} sm={12}>
                <Card size="small" title={t('listen.patch.before')}>
                  <SentimentBar counts={compare.data.before} width={240} />
                </Card>
              </Col>
              <Col xs={24} sm={12}>
                <Card size="small" title={t('listen.patch.after')}>
                  <SentimentBar counts={compare.data.after} width={240} />
                </Card>
              </Col>
            </Row>
            <Typography.Text type={compare.data.negative_change > 0 ? 'danger' : 'success'}>
              {t('listen.patch.negativeChange', {
                change: formatChangePercent(compare.data.negative_change / 100, locale),
              })}
            </Typography.Text>
          </Flex>
        )
      )}
    </Flex>
  );
}
