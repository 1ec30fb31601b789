import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A deep blue-teal: calm and trustworthy for financial data, with enough contrast on white.
const ocean: MantineColorsTuple = [
  '#e7f5f9',
  '#cfe7ef',
  '#a0cfe0',
  '#6db5cf',
  '#449fc1',
  '#2b91b8',
  '#1a84ae',
  '#0d6f95',
  '#0b5f80',
  '#0b4f6c',
];

export const theme = createTheme({
  primaryColor: 'ocean',
  primaryShade: { light: 7, dark: 5 },
  colors: { ocean },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '650',
    sizes: { h1: { fontSize: '1.75rem', lineHeight: '1.25' } },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
