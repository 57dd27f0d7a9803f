// @vitest-environment happy-dom
import { ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

const colourOf = (text: string) => getComputedStyle(screen.getByText(text)).color.replace(/\s/g, '');

describe('theme', () => {
  it('draws a Typography in the palette path it names (MUI maps only palette names itself)', () => {
    render(
      <ThemeProvider theme={theme}>
        <Typography color="text.secondary">secondary</Typography>
        <Typography color="text.disabled">disabled</Typography>
        <Typography color="error.main">error</Typography>
        <Typography>body</Typography>
      </ThemeProvider>,
    );
    expect(colourOf('secondary')).toBe('rgba(0,0,0,0.6)');
    expect(colourOf('disabled')).toBe('rgba(0,0,0,0.38)');
    expect(colourOf('error')).toBe('#be0000');
    expect(colourOf('body')).not.toBe(colourOf('secondary'));
  });
});
