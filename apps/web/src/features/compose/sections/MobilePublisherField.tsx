import { api } from '@herald/contract';
import { Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../api/hooks.js';
import { useLookupSelect } from '../../../components/lookup-select.js';
import { issueProps } from '../components/issue-help.js';
import type { ComposeForm } from '../hooks/useComposeForm.js';
import { issuesUnder } from '../model/issues.js';

/**
 * The member who gets a push to publish from the mobile app. The only member list today is the
 * permission screens' (perm_base): without it the choice is said to be unavailable, never faked.
 */
export function MobilePublisherField({ form }: { form: ComposeForm }) {
  const { t } = useTranslation();
  const perms = useApiQuery(api.auth.perms, {}, { staleTime: 60_000 });
  const mayList =
    perms.data !== undefined && (perms.data.is_platform_admin || perms.data.resources.includes('perm_base'));
  const members = useApiQuery(api.perm.userAll, {}, { enabled: mayList, staleTime: 5 * 60_000 });
  const select = useLookupSelect(members, (member) => ({ value: member.user_id, label: member.name }));
  const chosen = form.values.mobile_publisher;
  const options =
    chosen && !select.options.some((option) => option.value === chosen.user_id)
      ? [{ value: chosen.user_id, label: chosen.name }, ...select.options]
      : select.options;
  return (
    <Form.Item
      label={t('compose.extras.mobilePublisher')}
      extra={mayList ? t('compose.extras.mobilePublisherHint') : undefined}
      {...issueProps(issuesUnder(form.issues, 'mobile_publisher_id'))}
    >
      {mayList || chosen ? (
        <Select<number>
          {...select}
          options={options}
          allowClear
          disabled={!mayList}
          value={chosen?.user_id}
          onChange={(id) => {
            const member = members.data?.find((candidate) => candidate.user_id === id);
            form.set({ mobile_publisher: member ? { user_id: member.user_id, name: member.name } : null });
          }}
          placeholder={t('compose.extras.mobilePublisherPlaceholder')}
          aria-label={t('compose.extras.mobilePublisher')}
        />
      ) : null}
      {!mayList && perms.data !== undefined && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('compose.extras.mobilePublisherUnavailable')}
        </Typography.Text>
      )}
    </Form.Item>
  );
}
