// Oja's design tokens. Components use these semantic names only (bg-primary, text-sale), never raw
// palette values, so a rebrand is a change to this file. Foundations/Tokens renders this file itself.
import type { Config } from 'tailwindcss'

export const palette = {
  // Deep green of the Nigerian flag, warmed for screens; the brand's anchor colour.
  green: { 50: '#ecfdf3', 100: '#d1fadf', 500: '#12a150', 600: '#0b8a43', 700: '#076b34', 900: '#053d1f' },
  // Sunset orange of market awnings: urgency, deals and price drops.
  orange: { 50: '#fff4ed', 100: '#ffe4d1', 500: '#f26b1d', 600: '#d9530a', 700: '#b33f05' },
  ink: {
    50: '#f7f8f9',
    100: '#eef0f2',
    200: '#dde1e6',
    400: '#8a94a3',
    600: '#4b5563',
    800: '#1f2933',
    900: '#111827',
  },
  red: { 50: '#fef2f2', 600: '#c81e1e', 700: '#a61b1b' },
  amber: { 50: '#fffbeb', 500: '#f59e0b', 700: '#b45309' },
} as const

export const colors = {
  primary: { DEFAULT: palette.green[700], hover: palette.green[900], soft: palette.green[50], foreground: '#ffffff' },
  sale: { DEFAULT: palette.orange[700], soft: palette.orange[50], foreground: '#ffffff' },
  success: { DEFAULT: palette.green[700], soft: palette.green[50], foreground: '#ffffff' },
  danger: { DEFAULT: palette.red[600], hover: palette.red[700], soft: palette.red[50], foreground: '#ffffff' },
  warning: { DEFAULT: palette.amber[700], soft: palette.amber[50], foreground: '#111827' },
  muted: { DEFAULT: palette.ink[100], foreground: palette.ink[600] },
  surface: { DEFAULT: '#ffffff', raised: palette.ink[50], inverse: palette.ink[900] },
  border: { DEFAULT: palette.ink[200], strong: palette.ink[400] },
  foreground: { DEFAULT: palette.ink[900], subtle: palette.ink[600], inverse: '#ffffff' },
  rating: { DEFAULT: palette.amber[500] },
  overlay: { DEFAULT: 'rgb(17 24 39 / 0.6)' },
} as const

export const fontSize = {
  xs: ['0.75rem', { lineHeight: '1rem' }],
  sm: ['0.875rem', { lineHeight: '1.25rem' }],
  base: ['1rem', { lineHeight: '1.5rem' }],
  lg: ['1.125rem', { lineHeight: '1.75rem' }],
  xl: ['1.25rem', { lineHeight: '1.75rem' }],
  '2xl': ['1.5rem', { lineHeight: '2rem' }],
  '3xl': ['1.875rem', { lineHeight: '2.25rem' }],
  '4xl': ['2.25rem', { lineHeight: '2.5rem' }],
} as const

export const borderRadius = {
  none: '0',
  sm: '0.25rem',
  DEFAULT: '0.5rem',
  md: '0.5rem',
  lg: '0.75rem',
  xl: '1rem',
  full: '9999px',
} as const

export const boxShadow = {
  sm: '0 1px 2px 0 rgb(17 24 39 / 0.06)',
  DEFAULT: '0 1px 3px 0 rgb(17 24 39 / 0.1), 0 1px 2px -1px rgb(17 24 39 / 0.1)',
  md: '0 4px 12px -2px rgb(17 24 39 / 0.12)',
  lg: '0 12px 32px -8px rgb(17 24 39 / 0.24)',
  none: 'none',
} as const

// spec §9: the narrow-screen breakpoint is 425px; carousels and layouts switch on it.
export const screens = {
  narrow: { max: '425px' },
  sm: '426px',
  md: '768px',
  lg: '1024px',
  xl: '1280px',
} as const

// The store ships its typeface (ADR 0016): Inter, from src/styles/fonts (globals.css declares it), so every machine
// draws the same letters. The rest of the stack only draws a character the file lacks, and draws a first visit
// (`machine`, docs/adr/0053: the face is fetched after the page has loaded, for the next visit). No monospace face ships: code-like
// text (references, tracking IDs, the one-time code, <code>) is Inter with tabular, slashed-zero figures, and `mono`
// is the same stack so no style can reach a machine's own monospace.
const machineFace = ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif']
const storeFace = ['Inter', ...machineFace]

export const fontFamily = {
  sans: storeFace,
  mono: storeFace,
  machine: machineFace,
} as const

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}', './stories/**/*.{ts,tsx}'],
  theme: {
    colors: { transparent: 'transparent', current: 'currentColor', white: '#ffffff', black: '#000000', ...colors },
    fontSize,
    borderRadius,
    boxShadow,
    screens,
    fontFamily,
    extend: {},
  },
} satisfies Config
