import {
  CheckCircleOutlined,
  EditOutlined,
  ExclamationCircleOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Button, Flex, Popover, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NetworkIcon } from '../../../components/networks.js';
import type { ShownIssue } from '../model/issues.js';
import { fieldLabel } from './field-label.js';

/** Missing fields are counted apart: a new form is incomplete, not wrong. */
function IssueSummary({ issues }: { issues: readonly ShownIssue[] }) {
  const { t } = useTranslation();
  const missing = issues.filter((issue) => issue.missing).length;
  const errors = issues.filter((issue) => issue.level === 'error' && !issue.missing).length;
  const warnings = issues.filter((issue) => issue.level === 'warn').length;
  if (issues.length === 0)
    return (
      <Typography.Text type="success">
        <CheckCircleOutlined /> {t('compose.issues.none')}
      </Typography.Text>
    );
  const list = (
    <Flex
      vertical
      gap={4}
      style={{ maxWidth: 360, maxHeight: 320, overflow: 'auto' }}
      data-testid="issue-list"
    >
      {issues.map((issue) => (
        <Typography.Text
          key={`${issue.path}|${issue.level}|${issue.message}|${issue.network}`}
          type={issue.missing ? 'secondary' : issue.level === 'error' ? 'danger' : 'warning'}
        >
          {issue.network ? <NetworkIcon network={issue.network} size={12} /> : null}{' '}
          {fieldLabel(issue.path, t) ? <strong>{fieldLabel(issue.path, t)}: </strong> : null}
          {issue.message}
        </Typography.Text>
      ))}
    </Flex>
  );
  return (
    <Popover content={list} trigger={['click', 'hover']} placement="topLeft">
      <Button type="text" size="small" data-testid="issue-summary">
        {missing > 0 && (
          <Typography.Text type="secondary">
            <EditOutlined /> {t('compose.issues.toComplete', { count: missing })}
          </Typography.Text>
        )}
        {errors > 0 && (
          <Typography.Text type="danger">
            <ExclamationCircleOutlined /> {t('compose.issues.errors', { count: errors })}
          </Typography.Text>
        )}
        {warnings > 0 && (
          <Typography.Text type="warning">
            <WarningOutlined /> {t('compose.issues.warnings', { count: warnings })}
          </Typography.Text>
        )}
      </Button>
    </Popover>
  );
}

/**
 * The form's footer, kept in view: what is wrong so far, Save draft, and Publish now, Schedule or
 * Submit for approval.
 * Nothing can be sent while files are hashed or uploaded, while the preview is captured for a
 * submission, or while a save is under way (SPEC §5).
 */
export function ActionBar({
  issues,
  scheduled,
  approval,
  busyUploading,
  capturing,
  saving,
  submitting,
  onSave,
  onSubmit,
}: {
  issues: readonly ShownIssue[];
  scheduled: boolean;
  /** A review level is chosen: the post goes to its reviewers first. */
  approval: boolean;
  /** Files are hashed or uploaded, or the preview's screenshot is (it counts as an upload). */
  busyUploading: boolean;
  /** The submission is capturing and uploading the preview's screenshot before it is sent. */
  capturing: boolean;
  saving: boolean;
  submitting: boolean;
  onSave: () => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  const blocked = busyUploading || saving || submitting;
  const why = capturing ? t('compose.capturing') : busyUploading ? t('compose.uploadsBusy') : undefined;
  return (
    <div className="herald-compose-actions" data-testid="compose-actions">
      <IssueSummary issues={issues} />
      <Flex gap="small" style={{ marginInlineStart: 'auto' }}>
        <Tooltip title={why}>
          <Button onClick={onSave} loading={saving} disabled={blocked && !saving} data-testid="compose-save">
            {t('compose.saveDraft')}
          </Button>
        </Tooltip>
        <Tooltip title={why}>
          <Button
            type="primary"
            onClick={onSubmit}
            loading={submitting || capturing}
            disabled={blocked && !submitting && !capturing}
            data-testid="compose-submit"
          >
            {capturing
              ? t('compose.capturing')
              : approval
                ? t('compose.submitForApproval')
                : scheduled
                  ? t('compose.schedule')
                  : t('compose.publishNow')}
          </Button>
        </Tooltip>
      </Flex>
    </div>
  );
}
