import { App, Form, Modal, Typography } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../components/server-errors.js';
import { useFailureText } from '../../../lib/failure-text.js';

/**
 * An action that asks for a few words first (abandon with a reason, reject with a reason, complete
 * with a note, a question, more receivers): a modal with a small form whose OK button runs the call,
 * waits for it, says what happened and closes; a refusal stays open with the server's message.
 */
export function ActionModal<V extends object>({
  open,
  onClose,
  title,
  intro,
  okText,
  danger = false,
  doneText,
  initialValues,
  onSubmit,
  codeFields,
  children,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  intro?: ReactNode;
  okText: string;
  danger?: boolean;
  doneText: string;
  initialValues: Partial<V>;
  onSubmit: (values: V) => Promise<unknown>;
  codeFields?: Readonly<Partial<Record<number, NamePath>>>;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const [form] = Form.useForm<V>();
  const [busy, setBusy] = useState(false);
  const finish = async (values: V) => {
    if (busy) return;
    setBusy(true);
    try {
      await onSubmit(values);
      void message.success(doneText);
      onClose();
    } catch (error) {
      applyServerErrors(form, error, codeFields);
      void message.error(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger, loading: busy }}
      destroyOnHidden
      data-testid={testId}
    >
      {intro && <Typography.Paragraph>{intro}</Typography.Paragraph>}
      <Form<V>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void finish(values)}
        preserve={false}
      >
        {children}
      </Form>
    </Modal>
  );
}
