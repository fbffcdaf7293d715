import { alpha, createTheme } from '@mui/material/styles';

const brand = {
  main: '#0f766e',
  dark: '#115e59',
  light: '#ccfbf1',
  accent: '#b45309',
};

const systemFonts = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(', ');

const focusRing = { outline: `2px solid ${brand.main}`, outlineOffset: 2 };

export const theme = createTheme({
  palette: {
    primary: { main: brand.main, dark: brand.dark, light: '#14b8a6', contrastText: '#ffffff' },
    secondary: { main: brand.accent, contrastText: '#ffffff' },
    success: { main: '#15803d' },
    info: { main: '#1d4ed8' },
    warning: { main: '#ca8a04' },
    error: { main: '#b91c1c' },
    background: { default: '#f4f7f6', paper: '#ffffff' },
    text: { primary: '#17202a', secondary: '#52606d' },
    divider: '#e2e8e6',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: systemFonts,
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700, letterSpacing: '-0.01em' },
    h4: { fontWeight: 700, letterSpacing: '-0.01em' },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 600 },
    button: { fontWeight: 600, textTransform: 'none' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: { WebkitTextSizeAdjust: '100%' },
        ':focus-visible': focusRing,
      },
    },
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 8 }, sizeLarge: { padding: '10px 22px', fontSize: '1rem' } },
    },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiListItemButton: {
      styleOverrides: {
        root: {
          borderRadius: 8,
          '&.Mui-selected': {
            backgroundColor: alpha(brand.main, 0.1),
            color: brand.dark,
            '& .MuiListItemIcon-root': { color: brand.main },
          },
          '&.Mui-selected:hover': { backgroundColor: alpha(brand.main, 0.16) },
        },
      },
    },
    MuiListItemIcon: { styleOverrides: { root: { minWidth: 40 } } },
    MuiPaper: { styleOverrides: { outlined: { borderColor: '#e2e8e6' } } },
  },
});
