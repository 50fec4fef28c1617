import {
  apiPaths,
  errorCatalog,
  type PathInput,
  type PathOutput,
  resourceKeys,
  resourceModules,
  socialPermissions,
} from '@herald/contract';
import { Alert, Checkbox, Flex, Form, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useCrudMutations } from '../../api/hooks.js';
import { actionsColumn, RowActions } from '../../components/actions.js';
import { NameField } from '../../components/fields.js';
import { FormModal, useEditor } from '../../components/form-modal.js';
import { formatTime, ListPage, TagsPreview, usePagedQuery } from '../../components/paged.js';
import type { ScreenProps } from '../../screens/types.js';
import { useRoleName } from './role-name.js';

type Role = PathOutput<typeof apiPaths.perm.roleList>['list'][number];
type RoleValues = PathInput<typeof apiPaths.perm.roleCreate>;
type Editing = { mode: 'create'; initial: RoleValues } | { mode: 'edit' | 'view'; role: Role };

const modules = Object.keys(resourceModules) as (keyof typeof resourceModules)[];
const invalidates = [apiPaths.perm.roleList, apiPaths.perm.roleAll, apiPaths.perm.userList];
const writes = {
  create: apiPaths.perm.roleCreate,
  update: apiPaths.perm.roleUpdate,
  remove: apiPaths.perm.roleDelete,
};
const codeFields = { [errorCatalog.name_taken.code]: 'name' };

function valuesOf(role: Role): RoleValues {
  return {
    name: role.name,
    system_permissions: role.system_permissions,
    social_permissions: role.social_permissions,
  };
}

/** The role form: name, feature permissions grouped by module, and account permissions. */
function RoleFields() {
  const { t } = useTranslation();
  return (
    <>
      <NameField />
      <Form.Item name="system_permissions" label={t('perm.roles.system')}>
        <Checkbox.Group style={{ display: 'block' }}>
          <Flex vertical gap="small">
            {modules.map((module) => (
              <div key={module}>
                <Typography.Text type="secondary">{t(`shell.sections.${module}`)}</Typography.Text>
                <Flex wrap gap="small">
                  {resourceModules[module].map((key) => (
                    <Checkbox key={key} value={key}>
                      {t(`perm.resources.${key}`)}
                    </Checkbox>
                  ))}
                </Flex>
              </div>
            ))}
          </Flex>
        </Checkbox.Group>
      </Form.Item>
      <Form.Item name="social_permissions" label={t('perm.roles.social')}>
        <Checkbox.Group
          options={socialPermissions.map((key) => ({ value: key, label: t(`perm.social.${key}`) }))}
        />
      </Form.Item>
    </>
  );
}

export default function RolesPage(_props: ScreenProps) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const { paging, query } = usePagedQuery(apiPaths.perm.roleList, (page) => page);
  const { create, update, remove } = useCrudMutations(writes, invalidates);
  const editor = useEditor<Editing>();

  const openCreate = () =>
    editor.show({ mode: 'create', initial: { name: '', system_permissions: [], social_permissions: [] } });
  const openCopy = (role: Role) =>
    editor.show({
      mode: 'create',
      initial: { ...valuesOf(role), name: t('perm.roles.copyOf', { name: roleName(role) }) },
    });

  const columns: ColumnsType<Role> = [
    { title: t('common.name'), key: 'name', render: (_, role) => roleName(role) },
    {
      title: t('perm.roles.type'),
      key: 'type',
      render: (_, role) => (
        <Tag color={role.type === 'preset' ? 'gold' : 'blue'}>{t(`perm.roles.types.${role.type}`)}</Tag>
      ),
    },
    {
      title: t('perm.roles.system'),
      key: 'system',
      render: (_, role) => (
        <Flex gap="small" align="center">
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {role.system_permissions.length}/{resourceKeys.length}
          </Typography.Text>
          <TagsPreview
            items={role.system_permissions.map((key) => ({ key, label: t(`perm.resources.${key}`) }))}
          />
        </Flex>
      ),
    },
    { title: t('perm.roles.members'), dataIndex: 'user_count', key: 'members' },
    { title: t('common.updatedAt'), key: 'updated', render: (_, role) => formatTime(role.updated_at) },
    // Preset roles are read-only: they can be viewed and copied, never edited or deleted.
    actionsColumn(t('common.actions'), (role) => {
      const copy = { key: 'copy', label: t('common.copy'), onClick: () => openCopy(role) };
      const view = {
        key: 'view',
        label: t('common.view'),
        onClick: () => editor.show({ mode: 'view', role }),
      };
      return (
        <RowActions
          onEdit={role.type === 'preset' ? undefined : () => editor.show({ mode: 'edit', role })}
          extra={role.type === 'preset' ? [view, copy] : [copy]}
          remove={
            role.type === 'custom'
              ? {
                  confirm: t('perm.roles.deleteConfirm', { name: role.name }),
                  action: () => remove.mutateAsync({ id: role.id }),
                }
              : undefined
          }
        />
      );
    }),
  ];

  const editing = editor.value;
  const title =
    editing === null || editing.mode === 'create'
      ? t('perm.roles.add')
      : editing.mode === 'edit'
        ? t('perm.roles.edit')
        : roleName(editing.role);

  return (
    <ListPage<Role>
      title={t('perm.roles.title')}
      add={{ label: t('perm.roles.add'), onClick: openCreate, testId: 'role-add' }}
      table={{
        query,
        paging,
        columns,
        rowKey: 'id',
        testId: 'roles-table',
        searchPlaceholder: t('perm.roles.search'),
      }}
    >
      {editing && (
        <FormModal<RoleValues>
          editor={editor}
          title={title}
          width={720}
          initialValues={editing.mode === 'create' ? editing.initial : valuesOf(editing.role)}
          notice={
            editing.mode === 'view' ? (
              <Alert type="info" showIcon title={t('perm.roles.readonly')} style={{ marginBottom: 16 }} />
            ) : undefined
          }
          mode={editing.mode}
          codeFields={codeFields}
          onSubmit={(values) =>
            editing.mode === 'edit'
              ? update.mutateAsync({ ...values, id: editing.role.id })
              : create.mutateAsync(values)
          }
        >
          <RoleFields />
        </FormModal>
      )}
    </ListPage>
  );
}
