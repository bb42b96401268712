import styled from 'styled-components';

/** A compact data table; long values (tokens, e-mails) wrap instead of widening the page. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.small};
  th, td {
    padding: ${({ theme }) => `${theme.spacing.xSmall} ${theme.spacing.small}`};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th { background: ${({ theme }) => theme.colors.surfaceAlt}; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
  tr:last-child td { border-bottom: none; }
  code { font-size: ${({ theme }) => theme.fontSizes.small}; overflow-wrap: anywhere; }
`;
