import { barLooks, barStates, groupLook } from '../model/state.js';

type Look = { fill: string; border: string; text: string };

function rule(state: string, look: Look, dashed: boolean): string {
  const vars = `--herald-fill:${look.fill};--herald-border:${look.border};--herald-text:${look.text};${
    dashed ? '--herald-border-style:dashed;' : ''
  }`;
  return `.herald-gantt .wx-bar:has(.herald-gantt-bar[data-state="${state}"]){${vars}}`;
}

/** Each state's colours as rules on the bars, from the one palette the legend and its contrast test use. */
export const barCss = [
  ...barStates.map((state) => rule(state, barLooks[state], state === 'draft')),
  rule('group', groupLook, false),
].join('\n');

/** The bar colours, once per chart (the bar element is SVAR's; its template marks it with `data-state`). */
export function BarStyles() {
  return <style>{barCss}</style>;
}
