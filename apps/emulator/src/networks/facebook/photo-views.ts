import type { NodeSpec } from './fields.js';
import { fbTime, localPart } from './state.js';
import type { FbPhoto, FbPost, FbState } from './types.js';

export function photoSource(photo: FbPhoto): string {
  return (
    photo.url ?? `https://scontent.emulator.invalid/${photo.id}/${photo.upload?.filename ?? 'photo.jpg'}`
  );
}

function photoAttachment(photo: FbPhoto) {
  const link = `https://www.facebook.com/photo.php?fbid=${photo.id}`;
  return {
    media_type: 'photo',
    type: 'photo',
    url: link,
    description: photo.caption,
    media: { image: { height: photo.height, width: photo.width, src: photoSource(photo) } },
    target: { id: photo.id, url: link },
  };
}

export function photoSpec(state: FbState, photo: FbPhoto): NodeSpec {
  const page = state.pages.get(photo.pageId);
  return {
    type: 'Photo',
    defaults: ['created_time', 'id'],
    resolvers: {
      id: () => photo.id,
      created_time: () => fbTime(photo.createdAt),
      name: () => photo.caption,
      link: () => `https://www.facebook.com/photo.php?fbid=${photo.id}`,
      images: () => [{ height: photo.height, width: photo.width, source: photoSource(photo) }],
      picture: () => photoSource(photo),
      width: () => photo.width,
      height: () => photo.height,
      from: () => (page ? { name: page.name, id: page.id } : undefined),
      page_story_id: () => (photo.published ? photo.postId : undefined),
      published: () => photo.published,
    },
  };
}

export function attachments(state: FbState, post: FbPost) {
  const photos = post.photoIds.map((id) => state.photos.get(id)).filter((photo) => photo !== undefined);
  if (post.link) {
    const host = URL.canParse(post.link) ? new URL(post.link).host : post.link;
    return {
      data: [
        {
          media_type: 'link',
          type: 'share',
          title: host,
          url: post.link,
          unshimmed_url: post.link,
          target: { url: post.link },
        },
      ],
    };
  }
  const [first] = photos;
  if (!first) return undefined;
  if (photos.length === 1) return { data: [photoAttachment(first)] };
  return {
    data: [
      {
        media_type: 'album',
        type: 'album',
        url: `https://www.facebook.com/${post.pageId}/posts/${localPart(post.id)}`,
        media: photoAttachment(first).media,
        subattachments: { data: photos.map(photoAttachment) },
      },
    ],
  };
}
