import { media, StaticIsland } from '@pitwall/ui';
import styled from 'styled-components';
import type { Format } from '../../content/formats.ts';
import { LeadDialogButton } from '@pitwall/leads';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xLarge};
  padding: ${({ theme }) => theme.spacing.large};
  border-radius: ${({ theme }) => theme.radii.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${media.laptop} { grid-template-columns: 3fr 2fr; padding: ${({ theme }) => theme.spacing.xLarge}; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.xLarge}; font-weight: ${({ theme }) => theme.fontWeights.black}; line-height: 1.2; }
  h3 { font-size: ${({ theme }) => theme.fontSizes.medium}; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
`;

const Summary = styled.p`
  margin: ${({ theme }) => theme.spacing.small} 0 ${({ theme }) => theme.spacing.large};
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.large};
`;

const Includes = styled.ul`
  margin: ${({ theme }) => theme.spacing.xSmall} 0 0;
  padding-left: 1.25rem;
  display: grid;
  gap: ${({ theme }) => theme.spacing.xSmall};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.small};
  div {
    padding: ${({ theme }) => theme.spacing.medium};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  dt { font-size: ${({ theme }) => theme.fontSizes.small}; color: ${({ theme }) => theme.colors.inkSoft}; }
  dd { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xLarge}; font-weight: ${({ theme }) => theme.fontWeights.black}; }
`;

const Ideal = styled.p`
  margin-top: ${({ theme }) => theme.spacing.large};
  color: ${({ theme }) => theme.colors.inkSoft};
  strong { color: ${({ theme }) => theme.colors.ink}; }
`;

const Aside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.large};
  align-content: start;
`;

/** One format's tab: what it is, what it includes, its figures and the data-sheet request. */
export function FormatPanel({ format }: { format: Format }) {
  return (
    <Panel>
      {/* The format's copy and facts stay as prerendered while the page hydrates. */}
      <StaticIsland watch={[format]}>
        <h2>{format.title}</h2>
        <Summary>{format.summary}</Summary>
        <h3>Qué incluye</h3>
        <Includes>
          {format.includes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Includes>
        <Ideal>
          <strong>Ideal para:</strong> {format.idealFor}
        </Ideal>
      </StaticIsland>
      <Aside>
        <StaticIsland as={Facts} watch={[format]}>
          {format.facts.map(({ label, value }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </StaticIsland>
        <LeadDialogButton
          dialog="product-sheet"
          product={format.product}
          title={`Ficha técnica de ${format.product}`}
          description="Te la enviamos a tu email con precios orientativos, requisitos de espacio y ejemplos de agenda."
        >
          Solicitar ficha de {format.product}
        </LeadDialogButton>
      </Aside>
    </Panel>
  );
}
