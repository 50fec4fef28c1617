import { render } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { screenWidth } from '../test-width.js';
import { usePhone, useWide } from './viewport.js';

const noMedia = window.matchMedia;
afterAll(() => {
  window.matchMedia = noMedia;
});

type Answer = { phone: boolean; wide: boolean };

function Probe({ seen }: { seen: Answer[] }) {
  seen.push({ phone: usePhone(), wide: useWide() });
  return null;
}

/** Every answer the hooks gave while rendering, first render included. */
function answers(): Answer[] {
  const seen: Answer[] = [];
  render(<Probe seen={seen} />);
  return seen;
}

describe('the layout a width gets', () => {
  // A screen drawn first for the wrong width starts (and then aborts) the other layout's queries.
  it('is known on the first render', () => {
    screenWidth(390);
    expect(answers()).toEqual([{ phone: true, wide: false }]);
    screenWidth(1024);
    expect(answers()).toEqual([{ phone: false, wide: false }]);
    screenWidth(1440);
    expect(answers()).toEqual([{ phone: false, wide: true }]);
  });
});
