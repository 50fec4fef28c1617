/** Attributes SVAR's grid writes that its markup does not allow (see repairGridAria). */
const WRONG = ['aria-expanded', 'aria-rowindex', 'aria-label'];

/**
 * SVAR's grid (role "grid", not "treegrid") writes ARIA its markup does not allow, and offers no
 * option for it: aria-expanded on its rows (a treegrid row's attribute), aria-rowindex counted from 0
 * among the rows drawn (ARIA counts from 1 across all rows; without it a reader counts the rows it
 * sees), and a name on the column resize grip, a presentational element. Those attributes are removed
 * whenever the grid draws (it redraws rows as it scrolls). Returns the stop.
 */
export function repairGridAria(root: HTMLElement): () => void {
  const repair = () => {
    for (const row of root.querySelectorAll(
      '[role="grid"] [role="row"][aria-expanded], [role="grid"] [role="row"][aria-rowindex]',
    )) {
      row.removeAttribute('aria-expanded');
      row.removeAttribute('aria-rowindex');
    }
    for (const grip of root.querySelectorAll('.wx-grip[aria-label]')) grip.removeAttribute('aria-label');
  };
  repair();
  // Removing an attribute is seen again, but then finds nothing left to remove: no loop.
  const observer = new MutationObserver(repair);
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: WRONG });
  return () => observer.disconnect();
}
