import type { ScreenProps } from '../../../screens/types.js';
import { PostListScreen } from './PostListScreen.js';

/** content.draft.list: posts that are drafts again (drafted, rejected, withdrawn, stopped, approval failed). */
export default function DraftsPage(_props: ScreenProps) {
  return <PostListScreen drafts />;
}
