import { DownOutlined, FileAddOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFailureText } from '../../../lib/failure-text.js';
import { useRouteLink } from '../../../lib/links.js';
import { useTemplates } from '../hooks/useTemplates.js';

/** "New task": a blank task, or one started from a template (the templates load when the menu opens). */
export function NewTaskMenu() {
  const { t } = useTranslation();
  const link = useRouteLink();
  const navigate = useNavigate();
  const failureText = useFailureText();
  const [opened, setOpened] = useState(false);
  const { query } = useTemplates(opened);
  const templates = query.data ?? [];
  let fromTemplate: NonNullable<MenuProps['items']>;
  if (query.isError) fromTemplate = [{ key: 'error', label: failureText(query.error), disabled: true }];
  else if (query.isPending) fromTemplate = [{ key: 'loading', label: t('common.loading'), disabled: true }];
  else if (templates.length === 0)
    fromTemplate = [{ key: 'none', label: t('assign.taskList.noTemplates'), disabled: true }];
  else
    fromTemplate = templates.map((template) => ({
      key: `template-${template.id}`,
      label: template.fields.template_name,
      onClick: () => void navigate(link('assign.task.detail', { query: { template: String(template.id) } })),
    }));
  const items: MenuProps['items'] = [
    {
      key: 'blank',
      icon: <PlusOutlined />,
      label: t('assign.taskList.blank'),
      onClick: () => void navigate(link('assign.task.detail')),
    },
    { type: 'group', key: 'templates', label: t('assign.taskList.fromTemplate'), children: fromTemplate },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} onOpenChange={(open) => open && setOpened(true)}>
      <Button type="primary" icon={<FileAddOutlined />} data-testid="new-task">
        <Space>
          {t('assign.taskList.newTask')}
          <DownOutlined />
        </Space>
      </Button>
    </Dropdown>
  );
}
