import { apiPaths, errorCatalog, type PathOutput } from '@herald/contract';
import { Form, Input, Select, Switch, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery, useCrudMutations } from '../../api/hooks.js';
import { actionsColumn, RowActions } from '../../components/actions.js';
import { useFieldRules } from '../../components/fields.js';
import { FormModal, useEditor } from '../../components/form-modal.js';
import { useLookupSelect } from '../../components/lookup-select.js';
import { formatTime, ListPage, TagsPreview, usePagedQuery } from '../../components/paged.js';
import type { ScreenProps } from '../../screens/types.js';
import { useRoleName, useRoleSelect } from './role-name.js';

type GameUser = PathOutput<typeof apiPaths.perm.userList>['list'][number];
interface UserValues {
  email: string;
  is_game_admin: boolean;
  role_ids: number[];
  group_ids: number[];
  account_ids: number[];
}
type Editing = { mode: 'create' } | { mode: 'edit'; user: GameUser };

const invalidates = [
  apiPaths.perm.userList,
  apiPaths.perm.userAll,
  apiPaths.perm.roleList,
  apiPaths.perm.groupList,
  apiPaths.perm.groupAll,
];
const writes = {
  create: apiPaths.perm.userCreate,
  update: apiPaths.perm.userUpdate,
  remove: apiPaths.perm.userDelete,
};
const codeFields = {
  [errorCatalog.user_not_found.code]: 'email',
  [errorCatalog.already_member.code]: 'email',
  [errorCatalog.last_game_admin.code]: 'is_game_admin',
};

/** The grants form; the e-mail only when adding someone to the game. */
function UserFields({ withEmail }: { withEmail: boolean }) {
  const { t } = useTranslation();
  const { required } = useFieldRules();
  const roles = useRoleSelect();
  const groups = useLookupSelect(useApiQuery(apiPaths.perm.groupAll, {}), (group) => ({
    value: group.group_id,
    label: group.name,
  }));
  const accounts = useLookupSelect(
    useApiQuery(apiPaths.perm.accountAll, {}),
    (account) => ({ value: account.id, label: `${account.social_channel} · ${account.social_account}` }),
    t('perm.users.noAccounts'),
  );
  return (
    <>
      {withEmail && (
        <Form.Item
          name="email"
          label={t('perm.users.emailExisting')}
          rules={[required, { type: 'email' }, { max: 254 }]}
        >
          <Input inputMode="email" autoComplete="off" />
        </Form.Item>
      )}
      <Form.Item name="role_ids" label={t('perm.users.roles')}>
        <Select mode="multiple" allowClear {...roles} />
      </Form.Item>
      <Form.Item name="group_ids" label={t('perm.users.groups')}>
        <Select mode="multiple" allowClear {...groups} />
      </Form.Item>
      <Form.Item name="account_ids" label={t('perm.users.accounts')}>
        <Select mode="multiple" allowClear {...accounts} />
      </Form.Item>
      <Form.Item name="is_game_admin" label={t('perm.users.gameAdmin')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}

export default function UsersPage(_props: ScreenProps) {
  const { t } = useTranslation();
  const [roleId, setRoleId] = useState<number | undefined>();
  const { paging, query } = usePagedQuery(apiPaths.perm.userList, (page) => ({ ...page, role_id: roleId }));
  const roleName = useRoleName();
  const roleFilter = useRoleSelect();
  const { create, update, remove } = useCrudMutations(writes, invalidates);
  const editor = useEditor<Editing>();

  const columns: ColumnsType<GameUser> = [
    { title: t('common.name'), dataIndex: 'name', key: 'name' },
    { title: t('common.email'), dataIndex: 'email', key: 'email' },
    { title: t('perm.users.type'), key: 'type', render: (_, user) => t(`perm.users.types.${user.type}`) },
    {
      title: t('perm.users.roles'),
      key: 'roles',
      render: (_, user) => (
        <TagsPreview
          color="blue"
          items={user.roles.map((role) => ({ key: role.id, label: roleName(role) }))}
        />
      ),
    },
    {
      title: t('perm.users.groups'),
      key: 'groups',
      render: (_, user) => (
        <TagsPreview items={user.groups.map((group) => ({ key: group.group_id, label: group.name }))} />
      ),
    },
    {
      title: t('perm.users.gameAdmin'),
      key: 'admin',
      render: (_, user) =>
        user.is_game_admin ? (
          <Tag color="purple">{t('perm.users.gameAdmin')}</Tag>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: t('perm.users.lastLogin'),
      key: 'lastLogin',
      render: (_, user) => (user.last_login_at ? formatTime(user.last_login_at) : t('perm.users.never')),
    },
    actionsColumn(t('common.actions'), (user) => (
      <RowActions
        onEdit={() => editor.show({ mode: 'edit', user })}
        remove={{
          label: t('perm.users.remove'),
          confirm: t('perm.users.removeConfirm', { name: user.name || user.email }),
          action: () => remove.mutateAsync({ user_id: user.user_id }),
        }}
      />
    )),
  ];

  const editing = editor.value;
  const initialValues: Partial<UserValues> =
    editing?.mode === 'edit'
      ? {
          is_game_admin: editing.user.is_game_admin,
          role_ids: editing.user.roles.map((role) => role.id),
          group_ids: editing.user.groups.map((group) => group.group_id),
          account_ids: editing.user.account_ids,
        }
      : { email: '', is_game_admin: false, role_ids: [], group_ids: [], account_ids: [] };

  const submit = ({ email, ...grants }: UserValues) => {
    const input = {
      is_game_admin: Boolean(grants.is_game_admin),
      role_ids: grants.role_ids ?? [],
      group_ids: grants.group_ids ?? [],
      account_ids: grants.account_ids ?? [],
    };
    return editing?.mode === 'edit'
      ? update.mutateAsync({ ...input, user_id: editing.user.user_id })
      : create.mutateAsync({ ...input, email: email.trim() });
  };

  return (
    <ListPage<GameUser>
      title={t('perm.users.title')}
      add={{ label: t('perm.users.add'), onClick: () => editor.show({ mode: 'create' }), testId: 'user-add' }}
      table={{
        query,
        paging,
        columns,
        rowKey: 'user_id',
        testId: 'users-table',
        searchPlaceholder: t('perm.users.search'),
        filtered: roleId !== undefined,
        filters: (
          <Select<number>
            allowClear
            placeholder={t('perm.users.filterRole')}
            aria-label={t('perm.users.filterRole')}
            style={{ width: 220, maxWidth: '100%' }}
            value={roleId}
            onChange={(value) => {
              setRoleId(value);
              paging.setPage(1);
            }}
            {...roleFilter}
          />
        ),
      }}
    >
      {editing && (
        <FormModal<UserValues>
          editor={editor}
          title={
            editing.mode === 'edit'
              ? t('perm.users.edit', { name: editing.user.name || editing.user.email })
              : t('perm.users.add')
          }
          initialValues={initialValues}
          mode={editing.mode}
          codeFields={codeFields}
          onSubmit={submit}
        >
          <UserFields withEmail={editing.mode === 'create'} />
        </FormModal>
      )}
    </ListPage>
  );
}
