import { engagementGroups } from '@herald/contract';
import type { ScreenProps } from '../../../screens/types.js';
import { type ListKind, PostListScreen } from './PostListScreen.js';

function kindOf(type: string | undefined): ListKind {
  return type && type in engagementGroups ? (type as ListKind) : 'post';
}

/** content.list: one screen for every content type's list (posts, comments, likes, messages). */
export default function ContentListPage({ params }: ScreenProps) {
  return <PostListScreen drafts={false} kind={kindOf(params.type)} />;
}
