import { type AccountView, apiPaths } from '@herald/contract';
import { Alert, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../api/hooks.js';
import { useGroups } from '../../api/lookups.js';
import { useFieldRules } from '../../components/fields.js';
import { FormModal } from '../../components/form-modal.js';
import { useLookupSelect } from '../../components/lookup-select.js';

/** Reads that show an account's name, nickname or group: the list and the account pickers. */
export const accountReads = [
  apiPaths.account.list,
  apiPaths.base.accountAll,
  apiPaths.perm.accountAll,
] as const;

export interface EditorProps {
  editor: { open: boolean; session: number; close: () => void };
  account: AccountView;
}

const hint = (text: string) => (
  <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
    {text}
  </Typography.Paragraph>
);

/** The team nickname; an empty one clears it. */
export function RemarkEditor({ editor, account }: EditorProps) {
  const { t } = useTranslation();
  const remark = useApiMutation(apiPaths.account.remark, { invalidates: accountReads });
  return (
    <FormModal<{ remark?: string }>
      editor={editor}
      title={t('account.remark.title', { account: account.social_account })}
      initialValues={{ remark: account.remark ?? '' }}
      mode="edit"
      notice={hint(t('account.remark.hint'))}
      onSubmit={(values) => remark.mutateAsync({ id: account.id, remark: (values.remark ?? '').trim() })}
    >
      <Form.Item name="remark" label={t('account.nickname')} rules={[{ max: 100 }]}>
        <Input maxLength={100} showCount allowClear />
      </Form.Item>
    </FormModal>
  );
}

/** The text compose starts from for this account. */
export function TemplateEditor({ editor, account }: EditorProps) {
  const { t } = useTranslation();
  const template = useApiMutation(apiPaths.account.template, { invalidates: [apiPaths.account.list] });
  return (
    <FormModal<{ post_template?: string }>
      editor={editor}
      title={t('account.template.title', { account: account.social_account })}
      initialValues={{ post_template: account.post_template ?? '' }}
      mode="edit"
      width={640}
      notice={hint(t('account.template.hint'))}
      onSubmit={(values) =>
        template.mutateAsync({ id: account.id, post_template: values.post_template ?? '' })
      }
    >
      <Form.Item name="post_template" label={t('account.actions.template')} rules={[{ max: 5000 }]}>
        <Input.TextArea rows={6} maxLength={5000} showCount />
      </Form.Item>
    </FormModal>
  );
}

/** Binds the account to one publishing group, once: the form warns that it cannot be undone. */
export function GroupEditor({ editor, account }: EditorProps) {
  const { t } = useTranslation();
  const { required } = useFieldRules();
  const bind = useApiMutation(apiPaths.account.bindGroups, { invalidates: accountReads });
  const groups = useLookupSelect(
    useGroups(),
    (group) => ({ value: group.group_id, label: group.name }),
    t('account.groupBind.noGroups'),
  );
  return (
    <FormModal<{ group_id: number }>
      editor={editor}
      title={t('account.groupBind.title', { account: account.social_account })}
      initialValues={{}}
      mode="edit"
      notice={
        <Alert type="warning" showIcon title={t('account.groupBind.warning')} style={{ marginBottom: 16 }} />
      }
      onSubmit={(values) => bind.mutateAsync({ id: account.id, group_id: values.group_id })}
    >
      <Form.Item name="group_id" label={t('account.group')} rules={[required]}>
        <Select {...groups} />
      </Form.Item>
    </FormModal>
  );
}
