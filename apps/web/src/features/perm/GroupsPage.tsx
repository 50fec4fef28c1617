import {
  apiPaths,
  type EndpointPath,
  errorCatalog,
  type GroupEndpoints,
  type PathOutput,
} from '@herald/contract';
import { Form, Select, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useApiQuery, useCrudMutations } from '../../api/hooks.js';
import { actionsColumn, RowActions } from '../../components/actions.js';
import { NameField } from '../../components/fields.js';
import { FormModal, useEditor } from '../../components/form-modal.js';
import { useLookupSelect } from '../../components/lookup-select.js';
import { ListPage, TagsPreview, usePagedQuery } from '../../components/paged.js';
import type { ScreenProps } from '../../screens/types.js';

type Group = PathOutput<typeof apiPaths.perm.groupList>['list'][number];

/**
 * Publishing groups are managed from Permissions (/perm/groups) and from Config (/config/group): the
 * same screen over each section's calls.
 */
interface Section {
  list: EndpointPath<GroupEndpoints['groupList']>;
  writes: {
    create: EndpointPath<GroupEndpoints['groupCreate']>;
    update: EndpointPath<GroupEndpoints['groupUpdate']>;
    remove: EndpointPath<GroupEndpoints['groupDelete']>;
  };
  members: typeof apiPaths.perm.userAll | typeof apiPaths.config.groupMembers;
}

const sections: Readonly<Record<'perm' | 'config', Section>> = {
  perm: {
    list: apiPaths.perm.groupList,
    writes: {
      create: apiPaths.perm.groupCreate,
      update: apiPaths.perm.groupUpdate,
      remove: apiPaths.perm.groupDelete,
    },
    members: apiPaths.perm.userAll,
  },
  config: {
    list: apiPaths.config.groupList,
    writes: {
      create: apiPaths.config.groupCreate,
      update: apiPaths.config.groupUpdate,
      remove: apiPaths.config.groupDelete,
    },
    members: apiPaths.config.groupMembers,
  },
};

const invalidates = [
  apiPaths.perm.groupList,
  apiPaths.config.groupList,
  apiPaths.perm.groupAll,
  apiPaths.base.groupAll,
  apiPaths.perm.userList,
];
interface GroupValues {
  name: string;
  member_ids: number[];
  emails: string[];
}
type Editing = { mode: 'create' } | { mode: 'edit'; group: Group };

const codeFields = { [errorCatalog.name_taken.code]: 'name' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The group form: name, members of the game, and e-mail addresses. */
function GroupFields({ section }: { section: Section }) {
  const { t } = useTranslation();
  const members = useLookupSelect(useApiQuery(section.members, {}), (member) => ({
    value: member.user_id,
    label: member.name ? `${member.name} (${member.email})` : member.email,
  }));
  return (
    <>
      <NameField />
      <Form.Item name="member_ids" label={t('perm.groups.members')}>
        <Select mode="multiple" allowClear {...members} />
      </Form.Item>
      <Form.Item
        name="emails"
        label={t('perm.groups.emails')}
        rules={[
          { type: 'array', max: 100 },
          {
            validator: (_, value: string[] | undefined) => {
              const bad = (value ?? []).find((email) => !EMAIL.test(email));
              return bad === undefined
                ? Promise.resolve()
                : Promise.reject(new Error(t('perm.groups.invalidEmail', { value: bad })));
            },
          },
        ]}
      >
        <Select mode="tags" allowClear tokenSeparators={[',', ';', ' ']} notFoundContent={null} />
      </Form.Item>
    </>
  );
}

export default function GroupsPage({ routeName }: ScreenProps) {
  const { t } = useTranslation();
  const section = routeName === 'config.group' ? sections.config : sections.perm;
  const { paging, query } = usePagedQuery(section.list, (page) => page);
  const { create, update, remove } = useCrudMutations(section.writes, invalidates);
  const editor = useEditor<Editing>();

  const columns: ColumnsType<Group> = [
    { title: t('common.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('perm.groups.members'),
      key: 'members',
      render: (_, group) => (
        <TagsPreview
          color="blue"
          items={group.members.map((member) => ({ key: member.user_id, label: member.name || member.email }))}
        />
      ),
    },
    { title: t('perm.groups.memberCount'), dataIndex: 'member_count', key: 'memberCount' },
    {
      title: t('perm.groups.emails'),
      key: 'emails',
      render: (_, group) => (
        <TagsPreview items={group.emails.map((email) => ({ key: email, label: email }))} />
      ),
    },
    actionsColumn(t('common.actions'), (group) => (
      <RowActions
        onEdit={() => editor.show({ mode: 'edit', group })}
        remove={{
          confirm: t('perm.groups.deleteConfirm', { name: group.name }),
          action: () => remove.mutateAsync({ group_id: group.group_id }),
        }}
      />
    )),
  ];

  const editing = editor.value;
  const initialValues: GroupValues =
    editing?.mode === 'edit'
      ? {
          name: editing.group.name,
          member_ids: editing.group.members.map((member) => member.user_id),
          emails: editing.group.emails,
        }
      : { name: '', member_ids: [], emails: [] };

  const submit = (values: GroupValues) => {
    const input = {
      name: values.name,
      member_ids: values.member_ids ?? [],
      emails: (values.emails ?? []).map((email) => email.trim()),
    };
    return editing?.mode === 'edit'
      ? update.mutateAsync({ ...input, group_id: editing.group.group_id })
      : create.mutateAsync(input);
  };

  return (
    <ListPage<Group>
      title={t('perm.groups.title')}
      description={
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {t('perm.groups.explain')}
        </Typography.Paragraph>
      }
      add={{
        label: t('perm.groups.add'),
        onClick: () => editor.show({ mode: 'create' }),
        testId: 'group-add',
      }}
      table={{
        query,
        paging,
        columns,
        rowKey: 'group_id',
        testId: 'groups-table',
        searchPlaceholder: t('perm.groups.search'),
      }}
    >
      {editing && (
        <FormModal<GroupValues>
          editor={editor}
          title={editing.mode === 'edit' ? t('perm.groups.edit') : t('perm.groups.add')}
          initialValues={initialValues}
          mode={editing.mode}
          codeFields={codeFields}
          onSubmit={submit}
        >
          <GroupFields section={section} />
        </FormModal>
      )}
    </ListPage>
  );
}
