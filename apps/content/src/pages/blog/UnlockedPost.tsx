import type { BlogPostBody, BlogPostSummary } from '@pitwall/backend';
import { getRuntimeConfig } from '@pitwall/config';
import { Link } from '@pitwall/router';
import { useMemo } from 'react';
import styled from 'styled-components';
import { Gallery } from './Gallery.tsx';
import { sanitizePostHtml } from '@pitwall/ui/sanitize';
import { ShareButton } from './ShareButton.tsx';
import { TagList } from './TagList.tsx';

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.small} ${({ theme }) => theme.spacing.large};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

/** The admin's HTML, sanitised, with readable article typography. */
const Prose = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.medium};
  line-height: 1.7;
  h2 { margin-top: ${({ theme }) => theme.spacing.large}; font-size: ${({ theme }) => theme.fontSizes.xLarge}; }
  h3 { margin-top: ${({ theme }) => theme.spacing.medium}; font-size: ${({ theme }) => theme.fontSizes.large}; }
  ul, ol { padding-left: ${({ theme }) => theme.spacing.large}; }
  a { color: ${({ theme }) => theme.colors.accentText}; text-decoration: underline; }
  img { max-width: 100%; height: auto; border-radius: ${({ theme }) => theme.radii.medium}; }
  blockquote {
    padding-left: ${({ theme }) => theme.spacing.medium};
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

const Footer = styled.footer`
  padding: ${({ theme }) => theme.spacing.large} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  a { font-weight: ${({ theme }) => theme.fontWeights.bold}; color: ${({ theme }) => theme.colors.accentText}; }
`;

export interface UnlockedPostProps {
  post: BlogPostSummary;
  body: BlogPostBody;
}

/** The post after the gate: everything below the title, cover and excerpt the page already shows. */
export function UnlockedPost({ post, body }: UnlockedPostProps) {
  const html = useMemo(() => sanitizePostHtml(body.content), [body.content]);
  const team = `Equipo ${getRuntimeConfig().brand.name}`;
  return (
    <>
      <Meta>
        <span>Por {team}</span>
        <ShareButton title={post.title} text={post.excerpt} />
      </Meta>
      <TagList tags={post.tags} />
      {/* Sanitised above: no script, handler or javascript: URL survives. */}
      <Prose dangerouslySetInnerHTML={{ __html: html }} />
      <Gallery images={body.images} title={post.title} />
      <Footer>
        <Link to="/blog">← Ver más publicaciones</Link>
      </Footer>
    </>
  );
}
