import { networkNames } from '@herald/contract';
import type { TFunction } from 'i18next';
import { isSocialNetwork } from '../../../components/networks.js';

/** The label of each per-network option field, by `network.field`. */
const optionFields: Readonly<Record<string, (t: TFunction) => string>> = {
  'facebook.content_category': (t) => t('compose.facebook.category'),
  'instagram.content_type': (t) => t('compose.instagram.type'),
  'instagram.first_comment': (t) => t('compose.instagram.firstComment'),
  'youtube.privacy': (t) => t('compose.youtube.privacy'),
  'youtube.category_id': (t) => t('compose.youtube.category'),
  'youtube.video_tags': (t) => t('compose.youtube.tags'),
  'youtube.made_for_kids': (t) => t('compose.youtube.audience'),
  'tiktok.privacy_level': (t) => t('compose.tiktok.privacy'),
  'tiktok.brand_content_toggle': (t) => t('compose.tiktok.disclose'),
  'reddit.content_type': (t) => t('compose.reddit.type'),
  'reddit.subreddit': (t) => t('compose.reddit.subreddit'),
  'reddit.flair_id': (t) => t('compose.reddit.flair'),
  'discord.channel_id': (t) => t('compose.discord.channel'),
  'whatsapp.template': (t) => t('compose.whatsapp.template'),
  'whatsapp.language': (t) => t('compose.whatsapp.language'),
  'whatsapp.recipients': (t) => t('compose.whatsapp.recipients'),
};

/** `options.tiktok.privacy_level` → "TikTok · Who can view this post". */
function optionLabel(path: string, t: TFunction): string {
  const [, network = '', field = ''] = path.split('.');
  if (!isSocialNetwork(network)) return t('compose.sections.options');
  const label = optionFields[`${network}.${field}`];
  return `${networkNames[network]} · ${label ? label(t) : t('compose.sections.options')}`;
}

/** The form field an issue path points at, as the issue summary names it (`images.2` → Images). */
export function fieldLabel(path: string, t: TFunction): string | null {
  const head = path.split('.')[0] ?? '';
  switch (head) {
    case 'account_ids':
      return t('compose.accounts.label');
    case 'review_level':
      return t('compose.review.level');
    case 'title':
      return t('compose.text.title');
    case 'text':
    case 'network_texts':
      return t('compose.text.label');
    case 'images':
      return t('compose.media.images');
    case 'videos':
      return t('compose.media.videos');
    case 'thumbnail':
      return t('compose.media.thumbnail');
    case 'poll':
      return t('compose.poll.label');
    case 'publish':
      return t('compose.publish.timing');
    case 'timeout_action':
      return t('compose.publish.timeout');
    case 'attached_link':
      return t('compose.extras.link');
    case 'location':
      return t('compose.extras.location');
    case 'tag_people':
      return t('compose.extras.tagPeople');
    case 'collaborators':
      return t('compose.extras.collaborators');
    case 'emoji':
      return t('compose.extras.emoji');
    case 'mobile_publisher_id':
      return t('compose.extras.mobilePublisher');
    case 'options':
      return optionLabel(path, t);
    default:
      return null;
  }
}
