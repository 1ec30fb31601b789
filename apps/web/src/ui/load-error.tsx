import { Alert, Button, Container, Text } from '@mantine/core';

type LoadErrorProps = { message: string; onRetry: () => void };

export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title="Something went wrong" variant="light">
        <Text size="sm" mb="sm">
          {message}
        </Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    </Container>
  );
}
