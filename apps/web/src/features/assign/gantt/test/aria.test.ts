import { describe, expect, it } from 'vitest';
import { repairGridAria } from '../chart/aria.js';

/** SVAR's grid markup as it draws it: a grid (not a treegrid) whose rows carry a treegrid's attributes. */
function svarGrid(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `
    <div role="grid">
      <div role="row"><div class="wx-grip" role="presentation" aria-label="Resize column"></div></div>
      <div class="wx-data">
        <div role="row" aria-rowindex="0" aria-expanded="true" data-id="a"></div>
        <div role="row" aria-rowindex="1" aria-expanded="false" data-id="b"></div>
      </div>
    </div>`;
  document.body.append(root);
  return root;
}

const wrong = (root: HTMLElement) =>
  root.querySelectorAll('[role="row"][aria-expanded], [role="row"][aria-rowindex], .wx-grip[aria-label]')
    .length;

describe('the gantt grid’s ARIA', () => {
  it('drops the attributes its grid rows and resize grip may not carry, also on rows drawn later', async () => {
    const root = svarGrid();
    const stop = repairGridAria(root);
    expect(wrong(root)).toBe(0);
    // Scrolling draws new rows with the same attributes: they are repaired as they come.
    const row = document.createElement('div');
    row.setAttribute('role', 'row');
    row.setAttribute('aria-rowindex', '0');
    row.setAttribute('aria-expanded', 'false');
    root.querySelector('.wx-data')?.append(row);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(wrong(root)).toBe(0);
    expect(root.querySelectorAll('[role="row"]')).toHaveLength(4);
    stop();
    root.remove();
  });
});
