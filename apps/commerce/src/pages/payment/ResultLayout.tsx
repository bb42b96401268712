import styled from 'styled-components';

export const ResultPage = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.spacing.medium};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

export const ResultCard = styled.section<{ $tone: 'success' | 'neutral' }>`
  width: min(34rem, 100%);
  padding: ${({ theme }) => theme.spacing.xxLarge} ${({ theme }) => theme.spacing.large};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing.medium};
  text-align: center;
  svg { color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.muted)}; }
  h1 { font-size: ${({ theme }) => theme.fontSizes.title}; }
  p { color: ${({ theme }) => theme.colors.inkSoft}; }
`;

export const ResultLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.small};
  margin-top: ${({ theme }) => theme.spacing.small};
`;
