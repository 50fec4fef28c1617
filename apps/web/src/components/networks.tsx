import {
  DiscordFilled,
  FacebookFilled,
  InstagramOutlined,
  RedditCircleFilled,
  TeamOutlined,
  ThreadsFilled,
  TikTokOutlined,
  TwitchFilled,
  WhatsAppOutlined,
  XOutlined,
  YoutubeFilled,
} from '@ant-design/icons';
import { networkNames, type SocialNetwork, socialNetworks } from '@herald/contract';
import { Flex } from 'antd';
import type { ComponentType, CSSProperties } from 'react';

const networkColors: Readonly<Record<SocialNetwork, string>> = {
  facebook: '#1877f2',
  facebook_group: '#1877f2',
  instagram: '#e4405f',
  threads: '#000000',
  twitter: '#000000',
  youtube: '#ff0000',
  tiktok: '#000000',
  reddit: '#ff4500',
  vk: '#0077ff',
  discord: '#5865f2',
  whatsapp: '#25d366',
  naver_lounge: '#03c75a',
  twitch: '#9146ff',
};

/** Networks without an icon in @ant-design/icons get a coloured letter mark instead. */
const icons: Partial<Record<SocialNetwork, ComponentType<{ style?: CSSProperties }>>> = {
  facebook: FacebookFilled,
  facebook_group: TeamOutlined,
  instagram: InstagramOutlined,
  threads: ThreadsFilled,
  twitter: XOutlined,
  youtube: YoutubeFilled,
  tiktok: TikTokOutlined,
  reddit: RedditCircleFilled,
  discord: DiscordFilled,
  whatsapp: WhatsAppOutlined,
  twitch: TwitchFilled,
};
const letters: Partial<Record<SocialNetwork, string>> = { vk: 'VK', naver_lounge: 'N' };
/** The letter marks' backgrounds: the brand hue, deep enough for white letters (4.5:1). */
const letterBackgrounds: Partial<Record<SocialNetwork, string>> = { vk: '#0062d6', naver_lounge: '#02803a' };

export function isSocialNetwork(value: string): value is SocialNetwork {
  return socialNetworks.some((network) => network === value);
}

/** Display name of a network; an unknown name (from a newer server) is shown as sent. */
export function networkName(network: string): string {
  return isSocialNetwork(network) ? networkNames[network] : network;
}

/** The network's mark in its brand colour. */
export function NetworkIcon({ network, size = 16 }: { network: SocialNetwork; size?: number }) {
  const color = networkColors[network];
  const Icon = icons[network];
  if (Icon) return <Icon style={{ color, fontSize: size }} aria-hidden />;
  const letter = letters[network] ?? networkNames[network].charAt(0);
  return <LetterMark letter={letter} background={letterBackgrounds[network] ?? color} size={size} />;
}

/** A brand without an icon of its own: its letters, white, on its colour (deep enough for 4.5:1). */
export function LetterMark({
  letter,
  background,
  size,
}: {
  letter: string;
  background: string;
  size: number;
}) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: 4,
        background,
        color: '#fff',
        fontSize: Math.round(size * (letter.length > 1 ? 0.5 : 0.7)),
        fontWeight: 700,
        lineHeight: 1,
      }}
    >
      {letter}
    </span>
  );
}

/** Icon and name of a network, as lists and pickers show it. */
export function NetworkLabel({ network, size }: { network: SocialNetwork; size?: number }) {
  return (
    <Flex component="span" align="center" gap={6} style={{ display: 'inline-flex' }}>
      <NetworkIcon network={network} size={size} />
      <span>{networkNames[network]}</span>
    </Flex>
  );
}
