import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpScreenTests, show } from '../../../test-harness.js';
import ErrorPage from '../ErrorPage.js';

setUpScreenTests();

describe('the forbidden page', () => {
  it('tells how to ask for access under a heading', () => {
    show(<ErrorPage routeName="error.403" params={{ code: '403' }} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Apply for permission');
    expect(screen.getByText(/Contact your business admin/)).toBeTruthy();
  });
});
