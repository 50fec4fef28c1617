import { REVIEW_LEVEL_LIMIT, type ReviewConfig } from '@herald/contract';
import { Button, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../screens/types.js';
import { ConfigFrame } from './ConfigFrame.js';
import { useReviewConfig } from './useReviewConfig.js';

interface LevelValues {
  max_level: number;
  names: string[];
}

function valuesOf(config: ReviewConfig): LevelValues {
  return {
    max_level: config.max_level,
    names: Array.from(
      { length: REVIEW_LEVEL_LIMIT },
      (_, index) => config.levels.find((level) => level.level === index + 1)?.content_name ?? '',
    ),
  };
}

/** /config/review/level: how many levels a game has and what each is called. */
export default function LevelsPage(_props: ScreenProps) {
  const { t } = useTranslation();
  const config = useReviewConfig();
  const [form] = Form.useForm<LevelValues>();
  const count = Form.useWatch('max_level', form) ?? config.query.data?.max_level ?? 1;
  const submit = (values: LevelValues) =>
    config
      .save({
        max_level: values.max_level,
        levels: Array.from({ length: values.max_level }, (_, index) => ({
          level: index + 1,
          content_name: (values.names[index] ?? '').trim(),
        })),
      })
      .catch(() => undefined);
  return (
    <ConfigFrame
      title={t('reviewConfig.levels.title')}
      explain={t('reviewConfig.levels.explain')}
      config={config}
    >
      {config.query.data && (
        <Form<LevelValues>
          form={form}
          layout="vertical"
          initialValues={valuesOf(config.query.data)}
          disabled={!config.canManage}
          onFinish={submit}
          style={{ maxWidth: 480 }}
        >
          <Form.Item name="max_level" label={t('reviewConfig.levels.maxLevel')} rules={[{ required: true }]}>
            <InputNumber min={1} max={REVIEW_LEVEL_LIMIT} precision={0} data-testid="max-level" />
          </Form.Item>
          {Array.from({ length: Math.min(Math.max(count, 1), REVIEW_LEVEL_LIMIT) }, (_, index) => (
            <Form.Item
              // biome-ignore lint/suspicious/noArrayIndexKey: a level is its position
              key={index}
              name={['names', index]}
              label={t('reviewConfig.levels.name', { level: index + 1 })}
              rules={[
                { required: true, whitespace: true, message: t('reviewConfig.levels.nameRequired') },
                { max: 100 },
              ]}
            >
              <Input placeholder={t('reviewConfig.levels.namePlaceholder')} maxLength={100} />
            </Form.Item>
          ))}
          {config.canManage && (
            <Button type="primary" htmlType="submit" loading={config.saving} data-testid="levels-save">
              {t('reviewConfig.save')}
            </Button>
          )}
        </Form>
      )}
    </ConfigFrame>
  );
}
