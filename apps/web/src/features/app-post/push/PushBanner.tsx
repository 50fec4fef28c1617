import { BellOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { type PushState, usePush } from './usePush.js';

const looks: Record<Exclude<PushState, 'checking'>, 'info' | 'warning' | 'success'> = {
  unsupported: 'info',
  denied: 'warning',
  unavailable: 'info',
  off: 'info',
  on: 'success',
};

/** Offers a push when a post is waiting, and says plainly when this browser or server cannot. */
export function PushBanner() {
  const { t } = useTranslation();
  const push = usePush();
  if (push.state === 'checking') return null;
  const text = {
    unsupported: t('appPost.push.unsupported'),
    denied: t('appPost.push.denied'),
    unavailable: t('appPost.push.unavailable'),
    off: t('appPost.push.offer'),
    on: t('appPost.push.on'),
  }[push.state];
  let action = null;
  if (push.state === 'off')
    action = (
      <Button size="small" type="primary" loading={push.busy} onClick={push.turnOn}>
        {t('appPost.push.turnOn')}
      </Button>
    );
  if (push.state === 'on')
    action = (
      <Button size="small" loading={push.busy} onClick={push.turnOff}>
        {t('appPost.push.turnOff')}
      </Button>
    );
  return (
    <Alert
      type={looks[push.state]}
      icon={<BellOutlined />}
      showIcon
      title={text}
      action={action}
      data-testid="push-banner"
    />
  );
}
