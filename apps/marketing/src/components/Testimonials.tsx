import { lineIcon, media } from '@pitwall/ui';
import { Quote } from 'lucide';
import styled from 'styled-components';
import { TESTIMONIALS } from '../content/testimonials.ts';

const QuoteIcon = lineIcon('quote', Quote);

const Testimonial = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.xLarge};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  border: 1px solid ${({ theme }) => theme.colors.border};
  display: grid;
  gap: ${({ theme }) => theme.spacing.medium};
  align-content: start;
  blockquote { margin: 0; font-size: ${({ theme }) => theme.fontSizes.large}; }
  figcaption { color: ${({ theme }) => theme.colors.inkSoft}; }
  figcaption strong { display: block; color: ${({ theme }) => theme.colors.ink}; }
  svg { color: ${({ theme }) => theme.colors.accentText}; }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.large};
  ${media.laptop} { grid-template-columns: 1fr 1fr; }
`;

/** The two client testimonials, side by side from laptops up (copy: in bands kept as prerendered). */
export function Testimonials() {
  return (
    <Grid>
      {TESTIMONIALS.map(({ quote, name, role }) => (
        <Testimonial key={name}>
          <QuoteIcon aria-hidden="true" size={28} />
          <blockquote>
            <p>{quote}</p>
          </blockquote>
          <figcaption>
            <strong>{name}</strong>
            {role}
          </figcaption>
        </Testimonial>
      ))}
    </Grid>
  );
}
