import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/index.js';
import { serve, setUpScreenTests } from '../../../test-harness.js';
import { screenWidth } from '../../../test-width.js';
import LibraryPage from '../library/LibraryPage.js';
import ReviewPage from '../review/ReviewPage.js';
import { base, buttonIn, material, openAt, paged } from './fixtures.js';

setUpScreenTests();

const noMedia = window.matchMedia;
afterAll(() => {
  window.matchMedia = noMedia;
});

describe('at phone width (390 px)', () => {
  beforeEach(() => screenWidth(390));

  it('keeps the library’s folders in a drawer opened from the filters', async () => {
    serve({ ...base(), 'material/library': () => paged([material({ name: 'Key art' })]) });
    openAt(<LibraryPage routeName="material.library" params={{}} />, '/material/library');
    expect(await screen.findByText('Key art')).toBeTruthy();
    expect(screen.queryByTestId('folder-panel')).toBeNull();
    fireEvent.click(buttonIn(screen.getByTestId('library-filters'), 'Folders'));
    const panel = await screen.findByTestId('folder-panel');
    expect(await within(panel).findByText('Season 3')).toBeTruthy();
    // Icon-only actions still say what they do.
    expect(within(panel).getByLabelText('New folder')).toBeTruthy();
  });
});

describe('in 简体中文', () => {
  beforeEach(async () => {
    screenWidth(1440);
    await setLanguage('zh-CN');
  });
  afterEach(async () => {
    await setLanguage('en');
  });

  it('words the review queue and its states in Chinese', async () => {
    serve({ ...base(), 'material/list': () => paged([material({ name: 'Key art', status: 'pending' })]) });
    openAt(<ReviewPage routeName="material.review" params={{}} />, '/material/review');
    const queue = await screen.findByTestId('review-queue');
    const row = (await within(queue).findByText('Key art')).closest('tr') as HTMLElement;
    // antd spaces out a two-character Chinese label (通 过).
    expect(buttonIn(row, /^通\s?过$/)).toBeTruthy();
    expect(buttonIn(row, '发送给外部审核人')).toBeTruthy();
    expect(within(row).getByText('无截止日期')).toBeTruthy();
    expect(screen.getByText('素材审核')).toBeTruthy();
  });
});
