import { afterAll, beforeEach } from 'vitest';

/** The test setup answers every media query with "no" (a phone to antd); these tests pick a width. */
const noMedia = window.matchMedia;
export function screenWidth(width: number): void {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)/.exec(query);
    const max = /max-width:\s*([\d.]+)/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { ...noMedia(query), matches };
  };
}

/** Desktop width for each test of the file (a test may narrow it), and the setup's answer back after. */
export function onDesktop(): void {
  beforeEach(() => screenWidth(1440));
  afterAll(() => {
    window.matchMedia = noMedia;
  });
}
