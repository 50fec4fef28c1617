import { ExclamationCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import type { ShownIssue } from '../model/issues.js';

/** The issue lines under a field: errors first, each once. */
export function IssueLines({ issues }: { issues: readonly ShownIssue[] }) {
  const seen = new Set<string>();
  const lines = [...issues]
    .sort((a, b) => (a.level === b.level ? 0 : a.level === 'error' ? -1 : 1))
    .filter((issue) => {
      const key = `${issue.level}|${issue.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  if (lines.length === 0) return null;
  return (
    <Flex vertical gap={2} data-testid="field-issues">
      {lines.map((issue) => (
        <Typography.Text
          key={`${issue.level}|${issue.message}`}
          type={issue.level === 'error' ? 'danger' : 'warning'}
          style={{ fontSize: 13 }}
        >
          {issue.level === 'error' ? <ExclamationCircleOutlined /> : <WarningOutlined />} {issue.message}
        </Typography.Text>
      ))}
    </Flex>
  );
}

/**
 * Form.Item props that show a field's issues: the field turns red on an error, amber on a warning
 * ("publishing may fail"), and the messages are listed under it.
 */
export function issueProps(issues: readonly ShownIssue[]) {
  if (issues.length === 0) return {};
  const status: 'error' | 'warning' = issues.some((issue) => issue.level === 'error') ? 'error' : 'warning';
  return { validateStatus: status, help: <IssueLines issues={issues} /> };
}
