import { CheckOutlined } from '@ant-design/icons';
import { tagPalette } from '@herald/contract';
import { Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textOn } from '../model/colors.js';

/**
 * The palette as a radio group: each swatch a radio, arrow keys move between them (the native
 * radio group's keyboard), the chosen one marked with a tick as well as by colour.
 */
export function ColorPicker({
  value,
  onChange,
  id,
}: {
  value?: string;
  onChange?: (color: string) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const name = id ?? 'tag-color';
  // The radios are hidden; the focused swatch shows the keyboard focus instead.
  const [focused, setFocused] = useState<string | null>(null);
  return (
    <Flex wrap gap={8} role="radiogroup" id={id}>
      {tagPalette.map((color) => {
        const checked = value?.toLowerCase() === color;
        return (
          <label
            key={color}
            title={t('inboxConfig.tags.colorName', { color })}
            style={{
              width: 32,
              height: 32,
              borderRadius: 6,
              background: color,
              color: textOn(color),
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              cursor: 'pointer',
              outline: focused === color ? '2px dashed #1f1f1f' : checked ? `2px solid ${color}` : undefined,
              outlineOffset: 2,
            }}
          >
            <input
              type="radio"
              name={name}
              value={color}
              checked={checked}
              onChange={() => onChange?.(color)}
              onFocus={() => setFocused(color)}
              onBlur={() => setFocused(null)}
              aria-label={t('inboxConfig.tags.colorName', { color })}
              className="herald-visually-hidden"
            />
            {checked && <CheckOutlined aria-hidden />}
          </label>
        );
      })}
    </Flex>
  );
}
