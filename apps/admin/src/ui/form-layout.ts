import styled from 'styled-components';

/** A titled group of fields, two columns wide on larger screens. */
export const Group = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.spacing.medium};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.spacing.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  legend { padding: 0 ${({ theme }) => theme.spacing.xxSmall}; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
  .full { grid-column: 1 / -1; }
`;

/** A checkbox with its label beside it. */
export const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xSmall};
  min-height: 2.75rem;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  input { width: 1.25rem; height: 1.25rem; accent-color: ${({ theme }) => theme.colors.accent}; }
`;
