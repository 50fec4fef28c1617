import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { copyText } from '../handoff/clipboard.js';

/** A text to paste in Instagram, shown whole, with a button that copies it. */
export function CopyBlock({
  title,
  text,
  hint,
  testId,
}: {
  title: string;
  text: string;
  hint?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = async () => {
    if (await copyText(text)) void message.success(t('appPost.detail.copied'));
    else void message.warning(t('appPost.detail.copyFailed'));
  };
  return (
    <Card
      size="small"
      title={title}
      extra={
        text ? (
          <Button
            size="small"
            icon={<CopyOutlined />}
            onClick={() => void copy()}
            aria-label={`${t('common.copy')} ${title}`}
          >
            {t('common.copy')}
          </Button>
        ) : null
      }
    >
      {hint && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          {hint}
        </Typography.Paragraph>
      )}
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid={testId}>
        {text || <Typography.Text type="secondary">{t('appPost.detail.noCaption')}</Typography.Text>}
      </Typography.Paragraph>
    </Card>
  );
}
