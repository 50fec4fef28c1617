import type { Material } from '@herald/contract';
import { Card, Checkbox, Flex, Tag, Typography } from 'antd';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readableSize } from '../upload/checks.js';
import { MaterialThumb } from './MaterialThumb.js';

/**
 * One material in a grid: its preview, name, kind and size, and what the caller adds under them.
 * The whole card opens it (or, with `checked`, picks it), by mouse or keyboard.
 */
export function MaterialCard({
  material,
  onOpen,
  checked,
  children,
}: {
  material: Material;
  onOpen: () => void;
  /** Picking mode: the card shows whether it is picked, and a click toggles it. */
  checked?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const picking = checked !== undefined;
  const keyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onOpen();
  };
  return (
    <Card
      size="small"
      hoverable
      // antd makes a cover's own child a block: the thumbnail sits inside one to keep its layout.
      cover={
        <div>
          <MaterialThumb material={material} height={140} />
        </div>
      }
      onClick={onOpen}
      onKeyDown={keyDown}
      tabIndex={0}
      role={picking ? 'checkbox' : 'button'}
      aria-checked={picking ? checked : undefined}
      // Opening, the card is named by what it shows (name, kind, size and the caller's lines), so a
      // spoken command matches the text on screen (WCAG 2.5.3); picking, it says what picking does.
      aria-label={picking ? t('material.picker.pick', { name: material.name }) : undefined}
      data-testid="material-card"
      style={checked ? { borderColor: '#1677ff', boxShadow: '0 0 0 1px #1677ff' } : undefined}
      styles={{ body: { padding: 10 } }}
    >
      <Flex vertical gap={4}>
        <Flex gap={6} align="center">
          {picking && (
            <Checkbox checked={checked} tabIndex={-1} aria-hidden style={{ pointerEvents: 'none' }} />
          )}
          <Typography.Text strong ellipsis={{ tooltip: material.name }} style={{ flex: 1, minWidth: 0 }}>
            {material.name}
          </Typography.Text>
        </Flex>
        <Flex gap={6} align="center" wrap>
          <Tag style={{ marginInlineEnd: 0 }}>{t(`material.kinds.${material.kind}`)}</Tag>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {readableSize(material.file.size)}
          </Typography.Text>
        </Flex>
        {children}
      </Flex>
    </Card>
  );
}
