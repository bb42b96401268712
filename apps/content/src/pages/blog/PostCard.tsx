import type { BlogPostSummary } from '@pitwall/backend';
import { Link } from '@pitwall/router';
import { StaticIsland } from '@pitwall/ui';
import styled, { css } from 'styled-components';
import { PostImage } from './PostImage.tsx';
import { PublishedDate } from './PublishedDate.tsx';
import { TagList } from './TagList.tsx';

/** Blog cards show at most 3 tags (the spec's constant). */
const CARD_TAGS = 3;

const cardFrame = css`
  position: relative;
  height: 100%;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Card = styled.article`
  ${cardFrame}
  transition: transform ${({ theme }) => theme.motion.fast};
  &:hover { transform: translateY(-2px); }
  &:focus-within { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) { &:hover { transform: none; } }
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.small};
  padding: ${({ theme }) => theme.spacing.large};
  time { font-size: ${({ theme }) => theme.fontSizes.small}; color: ${({ theme }) => theme.colors.inkSoft}; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.xLarge}; line-height: 1.25; }
  p { color: ${({ theme }) => theme.colors.inkSoft}; }
`;

/** The title link covers the whole card, so the card is one tab stop with the title as its name. */
const TitleLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &:focus-visible { outline: none; }
  &::after { content: ''; position: absolute; inset: 0; }
`;

// Cards: one column on phones, two from 640 px beside the sidebar (BlogPage's grid).
const CARD_IMAGE_SIZES = '(min-width: 1200px) 24rem, (min-width: 640px) 45vw, 100vw';

/** `first`: the list's first card, whose picture is the page's largest paint (loaded first). */
export function PostCard({ post, first = false }: { post: BlogPostSummary; first?: boolean }) {
  return (
    <Card>
      <PostImage src={post.featured_image} alt="" sizes={CARD_IMAGE_SIZES} loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : 'auto'} />
      {/* The post's text is prerendered: kept as it is while it matches the data. */}
      <StaticIsland as={Body} watch={[post.published_at, post.slug, post.title, post.excerpt, post.tags.join('\n')]}>
        {post.published_at && <PublishedDate value={post.published_at} />}
        <h2>
          <TitleLink to={`/blog/${post.slug}`}>{post.title}</TitleLink>
        </h2>
        {post.excerpt && <p>{post.excerpt}</p>}
        <TagList tags={post.tags} max={CARD_TAGS} />
      </StaticIsland>
    </Card>
  );
}

const Block = styled.span<{ $width: string; $height: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const SkeletonCard = styled.div`
  ${cardFrame}
`;

/** A card-shaped placeholder while the posts load. */
export function PostCardSkeleton() {
  return (
    <SkeletonCard aria-hidden="true">
      <PostImage src={null} alt="" />
      <Body>
        <Block $width="40%" $height="1rem" />
        <Block $width="90%" $height="1.75rem" />
        <Block $width="100%" $height="3rem" />
        <Block $width="50%" $height="1.5rem" />
      </Body>
    </SkeletonCard>
  );
}
