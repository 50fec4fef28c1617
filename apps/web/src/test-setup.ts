import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/* jsdom lacks the layout APIs antd's responsive components ask for. */
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: () => false,
  }),
});

/** No layout happens in jsdom, so nothing is ever resized. */
class StillResizeObserver {
  observe = vi.fn();
  unobserve = vi.fn();
  disconnect = vi.fn();
}
globalThis.ResizeObserver ??= StillResizeObserver;

/* jsdom has no pseudo-element styles and says so on every call antd makes; read the element's own. */
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => elementStyle(element);

afterEach(() => {
  cleanup();
});
