import { App, Button, Flex, Form, Modal } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureText } from '../lib/failure-text.js';
import { applyServerErrors } from './server-errors.js';

/** Which record an editor shows; `session` changes on every opening so the form starts afresh. */
export function useEditor<T>() {
  const [state, setState] = useState<{ open: boolean; value: T | null; session: number }>({
    open: false,
    value: null,
    session: 0,
  });
  const show = useCallback(
    (value: T) => setState((s) => ({ open: true, value, session: s.session + 1 })),
    [],
  );
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return { ...state, show, close };
}

interface FormModalProps<V> {
  /** Whether it is open, and the opening it shows (from `useEditor`). */
  editor: { open: boolean; session: number; close: () => void };
  title: string;
  initialValues: Partial<V>;
  /** The write; the modal toasts "Created"/"Saved" or the failure and maps it onto fields. */
  onSubmit: (values: V) => Promise<unknown>;
  /** `view` shows the form read-only with only a close button. */
  mode: 'create' | 'edit' | 'view';
  notice?: ReactNode;
  width?: number;
  codeFields?: Readonly<Partial<Record<number, NamePath>>>;
  children: ReactNode;
}

/** A form in a modal: Save shows loading and cannot be pressed twice; a read-only form only closes. */
export function FormModal<V extends object>(props: FormModalProps<V>) {
  return (
    <Modal
      open={props.editor.open}
      title={props.title}
      onCancel={props.editor.close}
      footer={null}
      destroyOnHidden
      width={props.width ?? 560}
    >
      <FormBody<V> key={props.editor.session} {...props} />
    </Modal>
  );
}

function FormBody<V extends object>(props: FormModalProps<V>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const [form] = Form.useForm<V>();
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);
  const { onSubmit, codeFields } = props;
  const onClose = props.editor.close;
  const readOnly = props.mode === 'view';
  const successText = props.mode === 'create' ? t('common.created') : t('common.saved');

  const finish = async (values: V) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await onSubmit(values);
      void message.success(successText);
      onClose();
    } catch (error) {
      applyServerErrors(form, error, codeFields);
      void message.error(failureText(error));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return (
    <>
      {props.notice}
      <Form<V>
        form={form}
        layout="vertical"
        initialValues={props.initialValues}
        onFinish={finish}
        disabled={readOnly}
        requiredMark={!readOnly}
      >
        {props.children}
        {/* Lets Enter in a field submit the form; the visible Save button is below. */}
        <button type="submit" hidden tabIndex={-1} aria-hidden />
      </Form>
      <Flex justify="end" gap="small">
        <Button onClick={onClose}>{readOnly ? t('common.ok') : t('common.cancel')}</Button>
        {!readOnly && (
          <Button type="primary" loading={busy} onClick={() => form.submit()} data-testid="form-submit">
            {t('common.save')}
          </Button>
        )}
      </Flex>
    </>
  );
}
