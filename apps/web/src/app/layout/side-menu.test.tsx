import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpScreenTests, show } from '../../test-harness.js';

const lite = vi.hoisted(() => ({ on: false }));
vi.mock('../../lib/environment.js', async (original) => ({
  ...(await original<typeof import('../../lib/environment.js')>()),
  isLiteMode: () => lite.on,
}));

const { SideMenu } = await import('./SideMenu.js');

function menu() {
  show(<SideMenu current="app.post.list" access={{ routes: [], isPlatformAdmin: true }} />);
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
}

describe('side menu', () => {
  setUpScreenTests();
  afterEach(() => {
    lite.on = false;
  });

  it('offers every section the user may open in the full console', () => {
    const items = menu();
    expect(items).toContain('Content');
    expect(items).toContain('Mobile publishing');
  });

  it('holds mobile publishing only inside the app shell', () => {
    lite.on = true;
    expect(menu()).toEqual(['Mobile publishing', 'Posts to share']);
  });
});
