import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpScreenTests, show } from '../test-harness.js';
import { DetailScreen, detailBodyOf } from './detail.js';

setUpScreenTests();

describe('detail bodies', () => {
  it('opens posts, comments, likes, messages and their reviews each from its own feature', () => {
    const post = detailBodyOf('content', 'post');
    const engagement = detailBodyOf('content', 'like');
    const review = detailBodyOf('review', 'post');
    expect(new Set([post, engagement, review]).size).toBe(3);
    expect(post).toBeDefined();
    for (const group of ['comment', 'message']) expect(detailBodyOf('content', group)).toBe(engagement);
    for (const type of ['comment', 'like', 'message']) expect(detailBodyOf('review', type)).toBe(review);
  });

  it('has no body for a page and type without a detail yet', () => {
    for (const [page, type] of [
      ['content', 'reply'],
      ['content', 'repost'],
      ['review', 'repost'],
      [undefined, 'post'],
      ['content', 'constructor'],
    ])
      expect(detailBodyOf(page, type), `${page}/${type}`).toBeUndefined();
  });

  it('shows the plain not-built page for such a route', async () => {
    show(<DetailScreen routeName="content.repost.detail" params={{ page: 'content', type: 'repost' }} />);
    expect(await screen.findByTestId('not-built')).toBeTruthy();
  });
});
