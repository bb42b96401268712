import { Badge } from '@pitwall/ui';
import styled from 'styled-components';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xSmall};
`;

export interface TagListProps {
  tags: string[];
  /** Show at most this many and a '+N más' badge for the rest. */
  max?: number;
}

export function TagList({ tags, max = tags.length }: TagListProps) {
  if (tags.length === 0) return null;
  const hidden = tags.length - max;
  return (
    <List aria-label="Etiquetas">
      {tags.slice(0, max).map((tag) => (
        <li key={tag}>
          <Badge $tone="accent">{tag}</Badge>
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <Badge>+{hidden} más</Badge>
        </li>
      )}
    </List>
  );
}
