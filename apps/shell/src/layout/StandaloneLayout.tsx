import { Container } from '@pitwall/ui';
import { Outlet } from '@pitwall/router';
import styled from 'styled-components';
import { BrandLogo } from './header/BrandLogo.tsx';

const Bar = styled.header`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  height: ${({ theme }) => theme.layout.navHeight};
`;

/**
 * Pages outside the public layout (checkout, the payment results): no navigation to leave the
 * purchase by, but the brand on top, linking home, so the visitor knows whose page it is.
 */
export function StandaloneLayout() {
  return (
    <>
      <Bar>
        <Row>
          <BrandLogo />
        </Row>
      </Bar>
      <Outlet />
    </>
  );
}
