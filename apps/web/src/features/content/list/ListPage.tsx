import { NotBuilt } from '../../../components/NotBuilt.js';
import type { ScreenProps } from '../../../screens/registry.js';
import { PostListScreen } from './PostListScreen.js';

/**
 * content.list: one screen for every content type's list. Only posts exist on the server today, so the
 * comment, like and message lists say plainly that they are not available yet.
 */
export default function ContentListPage({ routeName, params }: ScreenProps) {
  if (params.type !== 'post') return <NotBuilt routeName={routeName} />;
  return <PostListScreen drafts={false} />;
}
