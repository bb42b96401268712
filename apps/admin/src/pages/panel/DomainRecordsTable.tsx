import type { DomainRecord } from '@pitwall/backend/admin';
import styled from 'styled-components';
import { Table, TableFrame, TableRegion } from '../../ui/Table.tsx';

// Wide enough for a token on one line; a phone scrolls the region sideways instead of squeezing it.
const RecordsTable = styled(Table)`
  min-width: 44rem;
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.spacing.medium};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

/** The records the owner must publish, as the server listed them. */
export function DomainRecordsTable({ records }: { records: DomainRecord[] }) {
  if (records.length === 0) {
    return (
      <TableFrame>
        <Empty>No se encontraron registros DNS</Empty>
      </TableFrame>
    );
  }
  return (
    <TableRegion label="Registros DNS que hay que publicar">
      <RecordsTable>
        <thead>
          <tr>
            <th scope="col">Registro</th>
            <th scope="col">Tipo</th>
            <th scope="col">Nombre</th>
            <th scope="col">Valor</th>
            <th scope="col">Prioridad</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={`${record.type}-${record.name}-${record.value}`}>
              <td>{record.record ?? '—'}</td>
              <td>{record.type}</td>
              <td>
                <code>{record.name}</code>
              </td>
              <td>
                <code>{record.value}</code>
              </td>
              <td>{record.priority ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </RecordsTable>
    </TableRegion>
  );
}
