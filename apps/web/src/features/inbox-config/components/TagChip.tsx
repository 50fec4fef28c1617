import { Tag as AntTag } from 'antd';
import { textOn } from '../model/colors.js';

/** A tag as items show it: its colour, with white or dark text, whichever reads better on it. */
export function TagChip({ label, color }: { label: string; color: string }) {
  return (
    <AntTag color={color} variant="solid" style={{ color: textOn(color), marginInlineEnd: 0 }}>
      {label}
    </AntTag>
  );
}
