import { apiPaths, type MobilePublisher } from '@herald/contract';
import { Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../api/hooks.js';
import { useLookupSelect } from '../../../components/lookup-select.js';
import { issueProps } from '../components/issue-help.js';
import type { ComposeForm } from '../hooks/useComposeForm.js';
import { issuesUnder } from '../model/issues.js';

/** A member as the list offers them: the name, the e-mail, and whether a push can reach them yet. */
function PublisherLabel({ member }: { member: MobilePublisher }) {
  const { t } = useTranslation();
  return (
    <span>
      {member.name} <Typography.Text type="secondary">{member.email}</Typography.Text>
      {!member.push_ready && (
        <Typography.Text type="warning" style={{ fontSize: 12 }}>
          {` · ${t('compose.extras.mobilePublisherNoPush')}`}
        </Typography.Text>
      )}
    </span>
  );
}

/**
 * The member who publishes this post's Instagram accounts from their phone, chosen among the members
 * who may (app/publisher/list, open to every composer); one without a device taking pushes is marked.
 */
export function MobilePublisherField({ form }: { form: ComposeForm }) {
  const { t } = useTranslation();
  const members = useApiQuery(apiPaths.app.publishers, {}, { staleTime: 5 * 60_000 });
  const select = useLookupSelect(members, (member) => ({
    value: member.user_id,
    label: `${member.name} ${member.email}`,
  }));
  const chosen = form.values.mobile_publisher;
  const byId = new Map((members.data ?? []).map((member) => [member.user_id, member]));
  const options = select.options.map((option) => {
    const member = byId.get(option.value);
    return member ? { ...option, title: option.label, label: <PublisherLabel member={member} /> } : option;
  });
  // A publisher saved earlier stays shown even when no longer offered.
  if (chosen && !byId.has(chosen.user_id))
    options.unshift({ value: chosen.user_id, label: chosen.name, title: chosen.name });
  return (
    <Form.Item
      label={t('compose.extras.mobilePublisher')}
      extra={t('compose.extras.mobilePublisherHint')}
      {...issueProps(issuesUnder(form.issues, 'mobile_publisher_id'))}
    >
      <Select<number>
        {...select}
        showSearch={{ optionFilterProp: 'title' }}
        options={options}
        allowClear
        value={chosen?.user_id}
        onChange={(id) => {
          const member = id === undefined ? undefined : byId.get(id);
          form.set({ mobile_publisher: member ? { user_id: member.user_id, name: member.name } : null });
        }}
        placeholder={t('compose.extras.mobilePublisherPlaceholder')}
        aria-label={t('compose.extras.mobilePublisher')}
        data-testid="compose-mobile-publisher"
      />
    </Form.Item>
  );
}
