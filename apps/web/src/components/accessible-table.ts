import { type RefObject, useEffect, useRef } from 'react';

/** What a keyboard reaches: the measure row's copies of header controls must not be among them. */
const FOCUSABLE = 'input, button, select, textarea, a[href], [tabindex]:not([tabindex="-1"])';

/**
 * Two fix-ups of antd's Table, which offers no option for either; put the returned ref on an element
 * around the table. They run after every render of the caller, because the table (and its parts) may
 * appear only once its data has come.
 *
 * - A wide table scrolls inside antd's own `.ant-table-content` (`scroll.x`), which is not focusable:
 *   a keyboard user could scroll it only by tabbing to a control in a cell, and a table of plain
 *   figures has none (WCAG 2.1.1; axe's scrollable-region-focusable). The scroller becomes a region
 *   named `label`, in the tab order, scrolled with the arrow keys.
 * - To measure its columns, antd draws a hidden copy of the header (`.ant-table-measure-row`,
 *   aria-hidden) in the body, including the "select all" checkbox: that copy stays in the tab order,
 *   a stop that reads as nothing (axe's aria-hidden-focus). It is taken out of the tab order.
 */
export function useAccessibleTable(label: string): RefObject<HTMLDivElement | null> {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = holder.current;
    if (!root) return;
    for (const control of root.querySelectorAll<HTMLElement>(`.ant-table-measure-row :is(${FOCUSABLE})`))
      control.tabIndex = -1;
    const scroller = root.querySelector<HTMLElement>('.ant-table-content');
    if (!scroller) return;
    scroller.tabIndex = 0;
    scroller.setAttribute('role', 'region');
    scroller.setAttribute('aria-label', label);
  });
  return holder;
}
