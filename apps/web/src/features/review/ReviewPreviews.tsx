import { canPublishTo, type Post, type SocialNetwork } from '@herald/contract';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NetworkPreview } from '../../components/post/preview/NetworkPreview.js';
import { valuesFromPost } from '../../lib/post-values/values.js';

/** What each network will show, as the author saw it in compose: the reviewer decides on this. */
export function ReviewPreviews({ post }: { post: Post }) {
  const { t } = useTranslation();
  const values = valuesFromPost(post);
  const networks = [...new Set(post.results.map((result) => result.network))].filter(
    (network): network is SocialNetwork => canPublishTo(network),
  );
  const namesOf = (network: SocialNetwork) =>
    post.results.filter((result) => result.network === network).map((result) => result.account_name);
  return (
    <Card title={t('compose.preview.title')} size="small" data-testid="review-previews">
      {networks.length === 0 ? (
        <Typography.Text type="secondary">{t('compose.preview.empty')}</Typography.Text>
      ) : (
        <Flex vertical gap="middle">
          {networks.map((network) => (
            <NetworkPreview key={network} values={values} network={network} accountNames={namesOf(network)} />
          ))}
        </Flex>
      )}
    </Card>
  );
}
