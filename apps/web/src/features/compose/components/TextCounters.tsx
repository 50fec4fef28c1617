import { networkNames, type SocialNetwork } from '@herald/contract';
import { Flex, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { NetworkIcon } from '../../../components/networks.js';
import { counterOf } from '../../../lib/post-values/text-count.js';

export function TextCounter({ text, network }: { text: string; network: SocialNetwork }) {
  const { t } = useTranslation();
  const { length, max, weighted } = counterOf(text, network);
  if (max <= 0) return null;
  const over = length > max;
  const tag = (
    <Tag
      color={over ? 'error' : undefined}
      style={{ marginInlineEnd: 0 }}
      data-testid={`counter-${network}`}
      aria-label={t('compose.text.counterLabel', { network: networkNames[network], length, max })}
    >
      <Flex component="span" gap={4} align="center" style={{ display: 'inline-flex' }}>
        <NetworkIcon network={network} size={12} />
        {length.toLocaleString()}/{max.toLocaleString()}
      </Flex>
    </Tag>
  );
  return weighted ? <Tooltip title={t('compose.text.weighted')}>{tag}</Tooltip> : tag;
}

/** One counter per network the text goes to. */
export function TextCounters({ text, networks }: { text: string; networks: readonly SocialNetwork[] }) {
  return (
    <Flex gap={4} wrap>
      {networks.map((network) => (
        <TextCounter key={network} text={text} network={network} />
      ))}
    </Flex>
  );
}
