import { networkNames, type SocialNetwork, TEXTAREA_ROWS } from '@herald/contract';
import { Button, Flex, Form, Input, Switch, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NetworkIcon } from '../../../components/networks.js';
import { textNetworks, titleLimit } from '../../../lib/post-values/reach.js';
import { issueProps } from '../components/issue-help.js';
import { TextCounter, TextCounters } from '../components/TextCounters.js';
import type { ComposeForm } from '../hooks/useComposeForm.js';
import { issuesOn, issuesUnder } from '../model/issues.js';

function TitleField({ form }: { form: ComposeForm }) {
  const { t } = useTranslation();
  const max = titleLimit(form.networks);
  if (max === null && form.values.title === '') return null;
  return (
    <Form.Item
      label={t('compose.text.title')}
      extra={max === null ? undefined : t('compose.text.titleHint')}
      {...issueProps(issuesUnder(form.issues, 'title'))}
    >
      <Input
        value={form.values.title}
        onChange={(event) => form.set({ title: event.target.value })}
        showCount={max === null ? false : { formatter: ({ count }) => `${count}/${max}` }}
        data-testid="compose-title"
      />
    </Form.Item>
  );
}

/** The text one network gets when texts are written per network (empty tab = the shared text). */
function NetworkText({ form, network }: { form: ComposeForm; network: SocialNetwork }) {
  const { t } = useTranslation();
  const own = form.values.network_texts[network];
  const text = own ?? form.values.text;
  const setOwn = (value: string | undefined) =>
    form.set((current) => {
      const texts = { ...current.network_texts };
      if (value === undefined) delete texts[network];
      else texts[network] = value;
      return { network_texts: texts };
    });
  return (
    <Form.Item {...issueProps(issuesOn(form.issues, `network_texts.${network}`))}>
      <Input.TextArea
        rows={TEXTAREA_ROWS}
        value={text}
        onChange={(event) => setOwn(event.target.value)}
        aria-label={t('compose.text.forNetwork', { network: networkNames[network] })}
        data-testid={`compose-text-${network}`}
      />
      <Flex justify="space-between" align="center" gap="small" wrap style={{ marginTop: 4 }}>
        <TextCounter text={text} network={network} />
        {own === undefined ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('compose.text.usingShared')}
          </Typography.Text>
        ) : (
          <Button size="small" type="link" onClick={() => setOwn(undefined)}>
            {t('compose.text.useShared')}
          </Button>
        )}
      </Flex>
    </Form.Item>
  );
}

function SharedText({ form, networks }: { form: ComposeForm; networks: readonly SocialNetwork[] }) {
  const { t } = useTranslation();
  return (
    <Form.Item {...issueProps(issuesOn(form.issues, 'text'))}>
      <Input.TextArea
        rows={TEXTAREA_ROWS}
        value={form.values.text}
        onChange={(event) => form.set({ text: event.target.value })}
        placeholder={t('compose.text.placeholder')}
        aria-label={t('compose.text.label')}
        data-testid="compose-text"
      />
      <div style={{ marginTop: 4 }}>
        <TextCounters text={form.values.text} networks={networks} />
      </div>
    </Form.Item>
  );
}

/**
 * The post's text: one text for every network (with each network's counter), or written per network
 * in tabs. A Reddit media post takes no text, so its tab says so instead.
 */
export function TextSection({ form }: { form: ComposeForm }) {
  const { t } = useTranslation();
  const networks = textNetworks(form.values, form.networks);
  const redditMedia = form.networks.includes('reddit') && !networks.includes('reddit');
  const perNetwork = !form.values.text_synced && networks.length > 0;
  const tabs = [
    {
      key: 'shared',
      label: t('compose.text.shared'),
      children: <SharedText form={form} networks={networks} />,
    },
    ...networks.map((network) => ({
      key: network,
      label: (
        <Flex component="span" gap={6} align="center" style={{ display: 'inline-flex' }}>
          <NetworkIcon network={network} size={14} />
          {networkNames[network]}
          {issuesOn(form.issues, `network_texts.${network}`).some((issue) => issue.level === 'error') && (
            <Typography.Text type="danger">•</Typography.Text>
          )}
        </Flex>
      ),
      children: <NetworkText form={form} network={network} />,
    })),
  ];
  return (
    <>
      <TitleField form={form} />
      <Flex justify="space-between" align="center" gap="small" wrap style={{ marginBottom: 8 }}>
        <Typography.Text strong>{t('compose.text.label')}</Typography.Text>
        <Flex gap="small" align="center">
          <Typography.Text type="secondary">{t('compose.text.synced')}</Typography.Text>
          <Switch
            size="small"
            checked={form.values.text_synced}
            onChange={(synced) => form.set({ text_synced: synced })}
            aria-label={t('compose.text.synced')}
            data-testid="compose-text-synced"
          />
        </Flex>
      </Flex>
      {perNetwork ? <Tabs size="small" items={tabs} /> : <SharedText form={form} networks={networks} />}
      {redditMedia && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          {t('compose.text.redditMedia')}
        </Typography.Paragraph>
      )}
    </>
  );
}
