import { media } from '@pitwall/ui';
import styled from 'styled-components';
import { UnsentMailsCard } from '../outbox/UnsentMailsCard.tsx';
import { AdminBootstrapCard } from './AdminBootstrapCard.tsx';
import { BlogSeedCard } from './BlogSeedCard.tsx';
import { DomainVerificationCard } from './DomainVerificationCard.tsx';

const Tools = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.large};
  ${media.laptop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.large};
`;

/**
 * The spec's admin screen: admin bootstrap, the blog seeding tool and the sending domain. Its one
 * primary action is checking the domain (the tool used again and again); the others are secondary.
 */
export default function ToolsSection() {
  return (
    <Tools>
      <Side>
        <AdminBootstrapCard />
        <BlogSeedCard />
      </Side>
      <DomainVerificationCard />
      <UnsentMailsCard />
    </Tools>
  );
}
