import type { WeeklyList } from '@pitwall/backend';
import { lineIcon, StaticIsland } from '@pitwall/ui';
import { HydrateWhenSeen } from '@pitwall/ui/hydrate-when-seen';
import { ChevronDown as chevronDownShapes } from 'lucide';
import { memo, useId, useState } from 'react';
import styled from 'styled-components';
import { formatWeek } from './week-dates.ts';

const ChevronDownIcon = lineIcon('chevron-down', chevronDownShapes);

const Column = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.spacing.small};
  align-content: start;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xLarge};
  }
`;

const Item = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.medium};
  }
`;

const Toggle = styled.button`
  width: 100%;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.small};
  padding: ${({ theme }) => theme.spacing.small} ${({ theme }) => theme.spacing.medium};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: transparent;
  text-align: left;
  cursor: pointer;
  span {
    display: grid;
    gap: ${({ theme }) => theme.spacing.xxSmall};
  }
  small {
    color: ${({ theme }) => theme.colors.inkSoft};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
  svg {
    flex: none;
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Body = styled.div`
  padding: 0 ${({ theme }) => theme.spacing.medium} ${({ theme }) => theme.spacing.medium};
  p {
    color: ${({ theme }) => theme.colors.inkSoft};
    font-size: ${({ theme }) => theme.fontSizes.small};
    margin-bottom: ${({ theme }) => theme.spacing.xSmall};
  }
  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.spacing.large};
    display: grid;
    gap: ${({ theme }) => theme.spacing.xxSmall};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const Soon = styled.p`
  padding: ${({ theme }) => theme.spacing.medium};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  color: ${({ theme }) => theme.colors.inkSoft};
  text-align: center;
`;

function WeeklyListItem({ list, expanded, onToggle }: { list: WeeklyList; expanded: boolean; onToggle(): void }) {
  const bodyId = useId();
  return (
    <Item aria-label={list.title}>
      <h3>
        <Toggle type="button" aria-expanded={expanded} aria-controls={bodyId} onClick={onToggle}>
          <span>
            {list.title}
            <StaticIsland as="small" watch={[list.week_start_date]}>
              {() => formatWeek(list.week_start_date)}
            </StaticIsland>
          </span>
          <ChevronDownIcon size={18} aria-hidden="true" />
        </Toggle>
      </h3>
      <StaticIsland as={Body} id={bodyId} hidden={!expanded} watch={[list.description, ...list.songs.flatMap((song) => [song.title, song.autor])]}>
          {list.description && <p>{list.description}</p>}
          <ol>
            {list.songs.map((song, position) => (
              <li key={`${position}-${song.title}`}>
                {song.title}
                {song.autor && <Muted> · {song.autor}</Muted>}
              </li>
            ))}
          </ol>
      </StaticIsland>
    </Item>
  );
}

/**
 * Archived weekly TOP 10 lists, newest first; one open at a time. Below the songs on a phone and
 * beside them on a wide screen: they hydrate once the page is live (as they come near the screen,
 * or at the first input), not with it. What they show comes in as props, the open list too.
 */
export const WeeklyLists = memo(function WeeklyLists({ lists }: { lists: readonly WeeklyList[] }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <HydrateWhenSeen as={Column} aria-labelledby="weekly-lists-title">
      <h2 id="weekly-lists-title">Listas TOP 10 semanales</h2>
      {lists.length === 0 ? (
        <Soon>Próximamente</Soon>
      ) : (
        lists.map((list) => (
          <WeeklyListItem key={list.id} list={list} expanded={open === list.id} onToggle={() => setOpen(open === list.id ? null : list.id)} />
        ))
      )}
    </HydrateWhenSeen>
  );
});
