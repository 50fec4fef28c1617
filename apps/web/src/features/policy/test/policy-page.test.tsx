import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpScreenTests, show } from '../../../test-harness.js';
import PolicyPage from '../PolicyPage.js';

setUpScreenTests();

describe('a policy page', () => {
  it('marks the open document among the three links, titled by the one h1, its sections by h2', () => {
    show(<PolicyPage routeName="policy.privacy" params={{ doc: 'privacy' }} />);
    const links = screen.getAllByRole('link').filter((link) => link.closest('nav'));
    expect(links.map((link) => [link.textContent, link.getAttribute('aria-current')])).toEqual([
      ['Terms of service', null],
      ['Privacy policy', 'page'],
      ['Google API disclosure', null],
    ]);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Privacy policy',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
  });
});
