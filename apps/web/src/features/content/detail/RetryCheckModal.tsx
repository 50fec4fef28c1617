import { Alert, Checkbox, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The check SPEC §4 asks for before retrying a publish whose outcome is unknown on some accounts: the
 * post may have gone out there, so the user looks on the network first and says so.
 */
export function RetryCheckModal({
  open,
  accounts,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  /** The accounts whose outcome is unknown, as "Network · name". */
  accounts: readonly string[];
  onCancel: () => void;
  onConfirm: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('content.retryCheck.title')}
      okText={t('content.retryCheck.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !checked, loading: busy }}
      onOk={() => void confirm()}
      onCancel={onCancel}
      afterClose={() => setChecked(false)}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        title={t('content.retryCheck.body', { accounts: accounts.join(', ') })}
      />
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        <Checkbox
          checked={checked}
          onChange={(event) => setChecked(event.target.checked)}
          data-testid="retry-checked"
        >
          {t('content.retryCheck.checked')}
        </Checkbox>
      </Typography.Paragraph>
    </Modal>
  );
}
