import { Container, PageHeader } from '@pitwall/ui';

export default function BlogPostPage() {
  return (
    <Container>
      <PageHeader
        title="Publicación del blog"

      />
    </Container>
  );
}
