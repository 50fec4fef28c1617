import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpScreenTests, show } from '../test-harness.js';
import { NamedRangePicker } from './NamedRangePicker.js';

setUpScreenTests();

describe('NamedRangePicker', () => {
  it('names each input after the range, so the two are told apart', async () => {
    show(<NamedRangePicker label="Post period" />);
    const [start, end] = await screen.findAllByRole('textbox');
    expect(start?.getAttribute('aria-label')).toBe('Post period: start');
    expect(end?.getAttribute('aria-label')).toBe('Post period: end');
  });
});
