import { Button, Card, Divider, Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BatchResultsModal } from '../../../components/batch-results.js';
import { MaterialFields } from '../components/MaterialFields.js';
import { RightsFields } from '../components/RightsFields.js';
import { formValuesOf, type MaterialFormValues } from '../model/form.js';
import { FilesPanel } from './FilesPanel.js';
import { useMaterialUploads } from './useMaterialUploads.js';
import { useSubmitMaterials } from './useSubmitMaterials.js';

/**
 * A submission: the files, then what they share (description, tags, folder, rights). Submitting
 * waits while any file is being checked or uploaded (SPEC §5), and needs at least one file.
 */
export function SubmitForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<MaterialFormValues>();
  const uploads = useMaterialUploads();
  const submit = useSubmitMaterials(uploads, () => form.resetFields());
  const count = uploads.pending.length;
  let blocked: string | null = null;
  if (uploads.queue.busy) blocked = t('material.submit.busy');
  else if (count === 0) blocked = t('material.submit.noFiles');
  return (
    <Card title={t('material.submit.title')} size="small">
      <Typography.Paragraph type="secondary">{t('material.submit.intro')}</Typography.Paragraph>
      <FilesPanel uploads={uploads} disabled={submit.sending} />
      <Divider />
      <Form<MaterialFormValues>
        form={form}
        layout="vertical"
        initialValues={formValuesOf()}
        onFinish={submit.send}
        disabled={submit.sending}
      >
        <Typography.Title level={5}>{t('material.submit.details')}</Typography.Title>
        <MaterialFields withName={false} />
        <Typography.Title level={5}>{t('material.rights.title')}</Typography.Title>
        <RightsFields />
        <Flex gap={12} align="center" wrap>
          <Button
            type="primary"
            htmlType="submit"
            disabled={blocked !== null}
            loading={submit.sending}
            data-testid="material-submit"
          >
            {count > 1 ? t('material.submit.sendCount', { count }) : t('material.submit.send')}
          </Button>
          {blocked && (
            <Typography.Text type="secondary" data-testid="submit-blocked">
              {blocked}
            </Typography.Text>
          )}
        </Flex>
      </Form>
      <BatchResultsModal
        open={submit.outcome !== null}
        title={t('material.submit.results')}
        itemTitle={t('material.submit.item')}
        results={submit.outcome?.results ?? []}
        names={submit.outcome?.names ?? new Map()}
        testId="submit-results"
        onClose={submit.closeOutcome}
      />
    </Card>
  );
}
