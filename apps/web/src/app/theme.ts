import { createTheme } from '@mui/material/styles';

// One place for the product's look: indigo brand, soft grey canvas, rounded surfaces and a
// focus ring that is always visible when navigating by keyboard.
export const theme = createTheme({
  palette: {
    primary: { main: '#4338CA', dark: '#3730A3', light: '#6366F1', contrastText: '#fff' },
    secondary: { main: '#0F766E' },
    background: { default: '#F5F6FB', paper: '#FFFFFF' },
    text: { primary: '#111827', secondary: '#4B5563' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 700 },
    h2: { fontSize: '1.375rem', fontWeight: 700 },
    h3: { fontSize: '1.125rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': { outline: '3px solid #6366F1', outlineOffset: 2 },
        a: { color: '#3730A3' },
      },
    },
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: '3px solid #6366F1', outlineOffset: 2 } } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'dense' } },
  },
});
