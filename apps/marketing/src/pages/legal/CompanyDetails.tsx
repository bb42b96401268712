import { getRuntimeConfig } from '@pitwall/config';
import styled from 'styled-components';

const List = styled.dl`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.xSmall};
  padding: ${({ theme }) => theme.spacing.large};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  div { display: flex; flex-wrap: wrap; gap: 0 ${({ theme }) => theme.spacing.xSmall}; }
  dt { font-weight: ${({ theme }) => theme.fontWeights.bold}; color: ${({ theme }) => theme.colors.ink}; }
  dt::after { content: ':'; }
  dd { margin: 0; }
`;

/** The company's legal identity (LSSI-CE art. 10), from the runtime configuration. */
export function CompanyDetails() {
  const { brand } = getRuntimeConfig();
  const { street, postalCode, city, country } = brand.address;
  return (
    <List>
      <div>
        <dt>Titular</dt>
        <dd>{brand.legalName}</dd>
      </div>
      <div>
        <dt>CIF</dt>
        <dd>{brand.taxId}</dd>
      </div>
      <div>
        <dt>Domicilio social</dt>
        <dd>
          {street}, {postalCode} {city} ({country})
        </dd>
      </div>
      <div>
        <dt>Datos registrales</dt>
        <dd>{brand.registry}</dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${brand.email}`}>{brand.email}</a>
        </dd>
      </div>
    </List>
  );
}
