import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { SmartRule, SmartRuleOrder } from '@herald/contract';
import { Card, Col, Flex, Row, Typography } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/states.js';
import { type RuleLists as Lists, listOf, moveRule } from '../model/lists.js';

const orders: readonly SmartRuleOrder[] = ['ordered', 'unordered'];

function isOrder(id: UniqueIdentifier): id is SmartRuleOrder {
  return id === 'ordered' || id === 'unordered';
}

/** One list: a drop target (so an empty list can receive a rule) holding its sortable rules. */
function RuleColumn({
  order,
  rules,
  renderRule,
}: {
  order: SmartRuleOrder;
  rules: readonly SmartRule[];
  renderRule: (rule: SmartRule) => ReactNode;
}) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: order });
  return (
    <Card
      title={t(`inboxConfig.rules.${order}`)}
      data-testid={`rules-${order}`}
      styles={{ body: { background: isOver ? 'rgba(22, 119, 255, 0.04)' : undefined } }}
    >
      <Typography.Paragraph type="secondary">{t(`inboxConfig.rules.${order}Help`)}</Typography.Paragraph>
      <SortableContext items={rules.map((rule) => rule.id)} strategy={verticalListSortingStrategy}>
        <Flex vertical gap={8} ref={setNodeRef} style={{ minHeight: 64 }}>
          {rules.length === 0 ? (
            <EmptyState description={t('inboxConfig.rules.listEmpty')} />
          ) : (
            rules.map(renderRule)
          )}
        </Flex>
      </SortableContext>
    </Card>
  );
}

/**
 * The ordered and the unordered list side by side. A rule is dragged by its handle with the pointer
 * or the keyboard (space, arrows, space), within its list or into the other; the screen shows the move
 * at once and saves it, going back to the saved lists if the save fails.
 */
export function RuleLists({
  lists: saved,
  onMove,
  renderRule,
}: {
  lists: Lists;
  onMove: (id: number, order: SmartRuleOrder, position: number) => Promise<unknown>;
  renderRule: (rule: SmartRule) => ReactNode;
}) {
  const { t } = useTranslation();
  const [lists, setLists] = useState(saved);
  const current = useRef(lists);
  current.current = lists;
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    if (!dragging) setLists(saved);
  }, [saved, dragging]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const containerOf = (id: UniqueIdentifier) => (isOrder(id) ? id : listOf(current.current, Number(id)));
  const indexIn = (order: SmartRuleOrder, over: UniqueIdentifier) =>
    isOrder(over)
      ? current.current[order].length
      : current.current[order].findIndex((rule) => rule.id === over);

  const dragOver = ({ active, over }: DragOverEvent) => {
    const from = containerOf(active.id);
    const to = over ? containerOf(over.id) : null;
    if (!over || !from || !to || from === to) return;
    setLists(moveRule(current.current, Number(active.id), to, indexIn(to, over.id)));
  };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    const to = over ? containerOf(over.id) : null;
    if (!over || !to) {
      setLists(saved);
      return;
    }
    const id = Number(active.id);
    const next = moveRule(current.current, id, to, indexIn(to, over.id));
    const position = next[to].findIndex((rule) => rule.id === id);
    const before = saved[to].find((rule) => rule.id === id);
    if (before && before.position === position) {
      setLists(saved);
      return;
    }
    setLists(next);
    onMove(id, to, position).catch(() => setLists(saved));
  };

  const nameOf = (id: UniqueIdentifier) =>
    [...current.current.ordered, ...current.current.unordered].find((rule) => rule.id === id)?.name ?? '';
  const where = (id: UniqueIdentifier, over: UniqueIdentifier) => {
    const order = containerOf(over) ?? 'ordered';
    const index = isOrder(over)
      ? current.current[order].findIndex((rule) => rule.id === id)
      : indexIn(order, over);
    return {
      name: nameOf(id),
      position: Math.max(index, 0) + 1,
      list: t(`inboxConfig.rules.announce.lists.${order}`),
    };
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('inboxConfig.rules.announce.start', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('inboxConfig.rules.announce.over', where(active.id, over.id)) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('inboxConfig.rules.announce.end', where(active.id, over.id))
        : t('inboxConfig.rules.announce.cancel', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('inboxConfig.rules.announce.cancel', { name: nameOf(active.id) }),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={() => setDragging(true)}
      onDragOver={dragOver}
      onDragEnd={dragEnd}
      onDragCancel={() => {
        setDragging(false);
        setLists(saved);
      }}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('inboxConfig.rules.announce.instructions') },
      }}
    >
      <Row gutter={[16, 16]}>
        {orders.map((order) => (
          <Col key={order} xs={24} lg={12}>
            <RuleColumn order={order} rules={lists[order]} renderRule={renderRule} />
          </Col>
        ))}
      </Row>
    </DndContext>
  );
}
