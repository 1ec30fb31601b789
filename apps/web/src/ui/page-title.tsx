import { Title, type TitleProps } from '@mantine/core';
import { useDocumentTitle } from './use-document-title';

type PageTitleProps = Omit<TitleProps, 'order' | 'children'> & {
  children: string;
  /** When the browser tab should read differently from the heading. */
  documentTitle?: string;
};

/** The page's single h1; also names the browser tab. */
export function PageTitle({ children, documentTitle, ...props }: PageTitleProps) {
  useDocumentTitle(documentTitle ?? children);
  return (
    <Title order={1} {...props}>
      {children}
    </Title>
  );
}
