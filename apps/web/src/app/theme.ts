import { createTheme, type Theme } from '@mui/material/styles';
import { THEME_COLOURS } from '@opinio/domain/constants';

/** The palette paths the app names as a Typography's `color`, and the colour each draws in. */
const TYPOGRAPHY_COLOURS: Record<string, (palette: Theme['palette']) => string> = {
  'text.primary': (palette) => palette.text.primary,
  'text.secondary': (palette) => palette.text.secondary,
  'text.disabled': (palette) => palette.text.disabled,
  'error.main': (palette) => palette.error.main,
};

/**
 * The theme colours (docs/product.md#theme-colours-and-constants); a visible focus ring on
 * everything that can take focus.
 */
export const theme = createTheme({
  palette: {
    primary: { main: THEME_COLOURS.primary },
    secondary: { main: THEME_COLOURS.secondary },
    error: { main: THEME_COLOURS.error },
    // the brand green is for bars and fills; text and outlines in green use the dark shade
    // (5.5:1 on white, WCAG AA), as do the info chips (7.4:1 under white text)
    success: { main: THEME_COLOURS.success, dark: '#00785a' },
    info: { main: '#01579b' },
    // `dark` is what outlined chips and text use: 5.6:1 on white (the main amber is 1.6:1).
    warning: { main: THEME_COLOURS.warning, dark: '#8a6100' },
    background: { default: '#f5f6fa' },
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        '*:focus-visible': { outline: `2px solid ${THEME_COLOURS.primary}`, outlineOffset: 2 },
      },
    },
    // MUI's buttons take their outline away (outline: 0, after the baseline's rule): give the
    // ring back to a keyboard focus
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: `2px solid ${THEME_COLOURS.primary}`, outlineOffset: 2 } },
      },
    },
    // outlined chips in green or amber write their label in the dark shade, which reads on white
    MuiChip: {
      styleOverrides: {
        root: {
          variants: (['success', 'warning'] as const).map((colour) => ({
            props: { variant: 'outlined', color: colour },
            style: ({ theme }: { theme: Theme }) => ({
              color: theme.palette[colour].dark,
              borderColor: theme.palette[colour].dark,
            }),
          })),
        },
      },
    },
    // MUI 9 maps a Typography's `color` only for palette names (`error`) and `textSecondary`:
    // the palette paths the app writes (`text.secondary`, `error.main`) would draw in the body's
    // colour, every caption and hint as dark as the text it explains
    MuiTypography: {
      variants: Object.entries(TYPOGRAPHY_COLOURS).map(([path, colour]) => ({
        props: { color: path },
        style: ({ theme }: { theme: Theme }) => ({ color: colour(theme.palette) }),
      })),
    },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 600 } } },
    // the containing block of visually hidden cell texts, so that they scroll with the table
    // instead of widening the page
    MuiTableContainer: { styleOverrides: { root: { position: 'relative' } } },
  },
});
