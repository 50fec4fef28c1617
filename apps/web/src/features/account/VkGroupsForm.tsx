import { Button, Flex, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NetworkLabel } from '../../components/networks.js';
import { parseVkGroupIds } from './networks.js';

const MAX_GROUPS = 50;

/** VK community sign-in needs the communities up front (SPEC §5): their numeric ids, up to 50. */
export function VkGroupsForm({
  onBack,
  onContinue,
}: {
  onBack: () => void;
  onContinue: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ group_ids: string[] }>();
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ group_ids: [] }}
      onFinish={({ group_ids }) => onContinue(parseVkGroupIds(group_ids).ids)}
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        <NetworkLabel network="vk" size={18} />
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('account.vk.hint')}</Typography.Paragraph>
      <Form.Item
        name="group_ids"
        label={t('account.vk.label')}
        rules={[
          { required: true, type: 'array', min: 1, message: t('common.required') },
          {
            validator: (_, value: string[] | undefined) => {
              const { ids, invalid } = parseVkGroupIds(value ?? []);
              if (invalid !== undefined)
                return Promise.reject(new Error(t('account.vk.invalid', { value: invalid })));
              if (ids.length > MAX_GROUPS) return Promise.reject(new Error(t('account.vk.hint')));
              return Promise.resolve();
            },
          },
        ]}
      >
        <Select mode="tags" allowClear tokenSeparators={[',', ' ', ';']} notFoundContent={null} />
      </Form.Item>
      <Flex justify="end" gap="small">
        <Button onClick={onBack}>{t('account.vk.back')}</Button>
        <Button type="primary" htmlType="submit">
          {t('account.vk.continue')}
        </Button>
      </Flex>
    </Form>
  );
}
