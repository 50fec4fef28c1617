import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The rules most fields use, worded as the console words them. */
export function useFieldRules() {
  const { t } = useTranslation();
  const required = { required: true, message: t('common.required') };
  return {
    required,
    /** Text that must not be blank and has at most `max` characters. */
    text: (max: number) => [{ ...required, whitespace: true }, { max }],
  };
}

/** The name of a role or group: required, at most 64 characters, with a counter. */
export function NameField() {
  const { t } = useTranslation();
  const rules = useFieldRules();
  return (
    <Form.Item name="name" label={t('common.name')} rules={rules.text(64)}>
      <Input maxLength={64} showCount />
    </Form.Item>
  );
}
