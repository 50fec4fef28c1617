import { apiPaths, errorCatalog, manualAddresses, type SocialNetwork } from '@herald/contract';
import { App, Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../api/hooks.js';
import { NetworkLabel } from '../../components/networks.js';
import { applyServerErrors } from '../../components/server-errors.js';
import { useFailureText } from '../../lib/failure-text.js';
import { accountReads } from './AccountEditors.js';

type ManualNetwork = 'facebook_group' | 'naver_lounge';

export function isManualChoice(network: SocialNetwork): network is ManualNetwork {
  return network === 'facebook_group' || network === 'naver_lounge';
}

const examples: Record<ManualNetwork, string> = {
  facebook_group: 'https://www.facebook.com/groups/…',
  naver_lounge: 'https://game.naver.com/lounge/…',
};

/**
 * A community of a network without a usable API, added by hand (SPEC: Facebook Groups, Naver Lounge):
 * Herald lists it for planning and reminders; posting happens on the network itself.
 */
export function ManualAccountForm({
  network,
  onBack,
  onDone,
}: {
  network: ManualNetwork;
  onBack: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const [form] = Form.useForm<{ social_account: string; social_link: string }>();
  const add = useApiMutation(apiPaths.account.addManual, { invalidates: accountReads });
  const pattern = manualAddresses[network];
  const submit = async (values: { social_account: string; social_link: string }) => {
    try {
      await add.mutateAsync({ social_channel: network, ...values });
      void message.success(t('account.manual.added'));
      onDone();
    } catch (error) {
      void message.error(failureText(error));
      applyServerErrors(form, error, {
        [errorCatalog.account_connected_here.code]: 'social_link',
        [errorCatalog.account_connected_elsewhere.code]: 'social_link',
      });
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        <NetworkLabel network={network} size={18} />
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t(`account.manual.hint.${network}`)}</Typography.Paragraph>
      <Form.Item
        name="social_account"
        label={t('account.manual.name')}
        rules={[{ required: true, whitespace: true, max: 200, message: t('common.required') }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="social_link"
        label={t('account.manual.address')}
        rules={[
          { required: true, message: t('common.required') },
          { pattern, message: t('account.manual.badAddress', { example: examples[network] }) },
        ]}
      >
        <Input placeholder={examples[network]} inputMode="url" />
      </Form.Item>
      <Flex justify="end" gap="small">
        <Button onClick={onBack}>{t('account.vk.back')}</Button>
        <Button type="primary" htmlType="submit" loading={add.isPending} data-testid="manual-add-submit">
          {t('account.manual.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
