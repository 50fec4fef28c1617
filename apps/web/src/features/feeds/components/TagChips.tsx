import type { Tag } from '@herald/contract';

/** A tag as a chip: its name in the text colour, its colour as a dot beside it (readable on any colour). */
export function TagChip({
  tag,
  onRemove,
  removeLabel,
}: {
  tag: Tag;
  onRemove?: () => void;
  removeLabel?: string;
}) {
  return (
    <span className="feeds-chip feeds-chip-tag" data-testid="feed-tag">
      <span className="feeds-tag-dot" style={{ background: tag.color }} aria-hidden />
      {tag.name}
      {onRemove && (
        <button type="button" className="feeds-chip-remove" aria-label={removeLabel} onClick={onRemove}>
          ×
        </button>
      )}
    </span>
  );
}

/** The item's tags in the list: the first few, then "+N" naming the rest on hover. */
export function TagChips({
  ids,
  byId,
  max = 3,
}: {
  ids: readonly number[];
  byId: ReadonlyMap<number, Tag>;
  max?: number;
}) {
  const tags = ids.map((id) => byId.get(id)).filter((tag): tag is Tag => tag !== undefined);
  const rest = tags.slice(max);
  return (
    <>
      {tags.slice(0, max).map((tag) => (
        <TagChip key={tag.id} tag={tag} />
      ))}
      {rest.length > 0 && (
        <span className="feeds-chip feeds-chip-tag" title={rest.map((tag) => tag.name).join(', ')}>
          +{rest.length}
        </span>
      )}
    </>
  );
}
