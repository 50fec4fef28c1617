import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';

const TERMS_MAX = 100;
const GROUPS_MAX = 10;
const matches = ['any', 'all', 'none'] as const;

/** Keyword groups: each "contains any / all / none of" a list of words typed as chips. */
export function KeywordGroups() {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('inboxConfig.rules.form.keywords')} extra={t('inboxConfig.rules.form.keywordsHelp')}>
      <Form.List name={['criteria', 'keywords']}>
        {(fields, { add, remove }) => (
          <Flex vertical gap={8}>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} align="start" data-testid={`keyword-group-${index}`}>
                <Form.Item name={[field.name, 'match']} noStyle>
                  <Select
                    style={{ width: 160, flex: 'none' }}
                    aria-label={t('inboxConfig.rules.form.keywords')}
                    options={matches.map((match) => ({
                      value: match,
                      label: t(`inboxConfig.rules.form.match.${match}`),
                    }))}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'terms']}
                  style={{ flex: 1, marginBottom: 0 }}
                  rules={[
                    {
                      required: true,
                      type: 'array',
                      min: 1,
                      message: t('inboxConfig.rules.form.termsRequired'),
                    },
                    { type: 'array', max: TERMS_MAX },
                  ]}
                >
                  <Select
                    mode="tags"
                    open={false}
                    suffixIcon={null}
                    tokenSeparators={[',', '，', ';', '；']}
                    placeholder={t('inboxConfig.rules.form.terms')}
                    aria-label={t('inboxConfig.rules.form.terms')}
                  />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('inboxConfig.rules.form.removeGroup')}
                  onClick={() => remove(field.name)}
                />
              </Flex>
            ))}
            {fields.length < GROUPS_MAX && (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ match: 'any', terms: [] })}
                data-testid="keyword-add"
              >
                {t('inboxConfig.rules.form.addGroup')}
              </Button>
            )}
          </Flex>
        )}
      </Form.List>
    </Form.Item>
  );
}
