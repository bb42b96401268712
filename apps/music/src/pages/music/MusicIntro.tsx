import { Badge, ButtonLink, spreadRow, StaticIsland } from '@pitwall/ui';
import { memo } from 'react';
import styled from 'styled-components';

const BADGES = ['100% Original', 'Libre de Derechos', 'Alta Calidad', 'Múltiples Géneros'];

const Badges = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.spacing.large} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xSmall};
`;

const Offer = styled.section`
  ${spreadRow('medium')}
  margin-top: ${({ theme }) => theme.spacing.large};
  padding: ${({ theme }) => theme.spacing.large};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.accentSoft};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xLarge};
  }
  p {
    margin-top: ${({ theme }) => theme.spacing.xxSmall};
    color: ${({ theme }) => theme.colors.inkSoft};
    max-width: 40rem;
  }
`;

/** The badges and the custom-song offer under the page title. */
export const MusicIntro = memo(function MusicIntro() {
  return (
    <>
      <StaticIsland as={Badges} aria-label="Características">
        {BADGES.map((badge) => (
          <li key={badge}>
            <Badge $tone="accent">{badge}</Badge>
          </li>
        ))}
      </StaticIsland>
      <Offer aria-labelledby="custom-song-title">
        <StaticIsland>
          <h2 id="custom-song-title">¿Quieres una canción a medida?</h2>
          <p>Creamos canciones originales para tu empresa, tu evento o tu equipo: tu estilo, tu mensaje y libres de derechos.</p>
        </StaticIsland>
        <ButtonLink to="/contacto">Solicitar canción personalizada</ButtonLink>
      </Offer>
    </>
  );
});
