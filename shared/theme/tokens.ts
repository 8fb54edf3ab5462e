/**
 * Design tokens: plain, serialisable data named by the role a value plays, never by what it looks
 * like. Components reach them through the styled-components theme (`props.theme`), so a raw hex value
 * never appears in a component. Keeping this file free of functions lets the same data feed the
 * Storybook token page and, later, prerendered CSS.
 */

/** Raw palette. Only the role tokens below refer to it; components never do. */
const palette = {
  white: '#ffffff',
  ink900: '#0b1324',
  ink800: '#141d33',
  ink700: '#2b3650',
  ink600: '#45506a',
  ink500: '#5b6680',
  ink400: '#9aa3b8',
  ink300: '#c5cbd8',
  ink200: '#dde2ec',
  ink100: '#eef1f6',
  ink50: '#f6f8fb',
  indigo800: '#2a2f8f',
  indigo700: '#3437b4',
  indigo600: '#4146d8',
  indigo300: '#a5a9ff',
  indigo100: '#e4e6ff',
  indigo50: '#f2f3ff',
  teal600: '#0a7f74',
  red700: '#b42318',
  red50: '#fdecea',
  red200: '#f5c2bd',
  amber800: '#8a4b00',
  amber50: '#fff4e0',
  amber200: '#f7d69c',
  green700: '#11713a',
  green50: '#e8f6ee',
  green200: '#b5e2c6',
  blue700: '#1b5fad',
  blue50: '#e8f1fc',
  blue200: '#b8d3f3',
} as const;

export const color = {
  text: {
    /** Body copy and headings. */
    primary: palette.ink900,
    /** Supporting copy; passes 4.5:1 on every surface below. */
    secondary: palette.ink600,
    /** Text placed on the brand colour, and headings on the dark (inverse) surface. */
    onBrand: palette.white,
    /** Supporting copy on the dark (inverse) surface: 7:1 on it, quieter than its white headings. */
    onInverseSecondary: palette.ink400,
    /** The accent as text on the dark surface (eyebrows, small labels): 8.5:1 on it. */
    accentOnInverse: palette.indigo300,
    /** Links and brand-coloured text. */
    link: palette.indigo700,
    /** Text of disabled controls (exempt from contrast rules, still legible). */
    disabled: palette.ink500,
  },
  surface: {
    /** The page background. */
    page: palette.white,
    /** Alternate section background. */
    subtle: palette.ink50,
    /** Cards, dialogs, menus. */
    raised: palette.white,
    /** Tinted brand background for highlights. */
    brandSubtle: palette.indigo50,
    /** Dialog backdrops. */
    overlay: 'rgba(11, 19, 36, 0.72)',
    /** Behind the full-screen image viewer: nearly opaque, so the image stands alone. */
    viewer: 'rgba(11, 19, 36, 0.94)',
    /** Highlighted table rows (e.g. unread messages). */
    highlight: palette.indigo50,
    /** Dark hero and footer background. */
    inverse: palette.ink900,
    /** Panels on the dark surface (the product shot's browser bar). */
    inverseRaised: palette.ink800,
  },
  border: {
    subtle: palette.ink200,
    /** Form controls: 3:1 against the page, as WCAG asks of component boundaries. */
    control: palette.ink500,
    strong: palette.ink300,
    /** A focused field's border and a card holding focus; the ring itself is `color.focus`. */
    focus: palette.indigo600,
    /** Hairlines on the dark surface. */
    inverse: 'rgba(255, 255, 255, 0.12)',
  },
  /**
   * The one accent: indigo. `primary` fills the actions (buttons, the current step), `accent` marks
   * small things on light surfaces (check marks, icons), `accentSubtle` tints a highlight, `glow` is the
   * only light on the dark bands. A second hue (teal, mint) is not a brand colour: it appears only as
   * data in charts (`dataViz`) and as a customer's own invoice colour in the product screens.
   */
  brand: {
    primary: palette.indigo600,
    primaryHover: palette.indigo700,
    primaryActive: palette.indigo800,
    subtle: palette.indigo100,
    accent: palette.indigo600,
    accentSubtle: palette.indigo50,
    /** The soft light behind the hero's text and product shot on the dark bands. */
    glow: 'rgba(65, 70, 216, 0.55)',
  },
  /** Series of charts, in order, far enough apart to tell side by side; never used for the interface itself. */
  dataViz: {
    series1: palette.indigo600,
    series2: palette.teal600,
    /** The year before, the rest: a quiet grey. */
    muted: palette.ink300,
  },
  /**
   * The keyboard focus ring (src/theme/focusRing.ts), by the kind of surface it is drawn on: each is
   * 3:1 or more against every surface of its kind (docs/design/focus-ring.md has the figures, and
   * shared/theme/contrast.test.ts checks them). A surface names its kind with `focusRingOn`.
   */
  focus: {
    /** The light surfaces: page, subtle, raised, brandSubtle, highlight, and the hover fills on them. */
    light: palette.indigo600,
    /** The dark surfaces: inverse, inverseRaised, the hero's glow, the viewer and dialog backdrops. */
    inverse: palette.indigo300,
    /** The band filled with `brand.primary`. */
    brand: palette.white,
    /** The light band around the ring of a control floating over content of any colour. */
    halo: palette.white,
  },
  /** Feedback colours: `fg` for text/icons, `bg` for fills, `border` for outlines. */
  status: {
    error: { fg: palette.red700, bg: palette.red50, border: palette.red200 },
    warning: { fg: palette.amber800, bg: palette.amber50, border: palette.amber200 },
    success: { fg: palette.green700, bg: palette.green50, border: palette.green200 },
    info: { fg: palette.blue700, bg: palette.blue50, border: palette.blue200 },
    neutral: { fg: palette.ink700, bg: palette.ink100, border: palette.ink200 },
  },
} as const;

export const typography = {
  fontFamily: {
    /**
     * Self-hosted Inter (variable), then its metric-matched stand-in while it loads (see theme/fonts.ts),
     * then system fonts.
     */
    sans: "'Inter Variable', 'Inter Fallback', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  /** Font sizes in rem, named by step: 100 is small print, 1000 the largest display heading. */
  fontSize: {
    100: '0.75rem',
    200: '0.875rem',
    300: '1rem',
    400: '1.125rem',
    500: '1.25rem',
    600: '1.5rem',
    700: '1.875rem',
    800: '2.25rem',
    900: '3rem',
    1000: '3.75rem',
  },
  fontWeight: { regular: 400, medium: 500, semibold: 600, bold: 700, extrabold: 800 },
  lineHeight: { tight: 1.15, snug: 1.35, normal: 1.6 },
  letterSpacing: { tight: '-0.02em', normal: '0', wide: '0.06em' },
  /**
   * The type scale of the marketing pages, by role: each step is fluid (`clamp(min, preferred, max)`),
   * growing with the viewport from its phone size at 375 px to its desktop size at about 1200 px, so
   * headings keep their ratio to the body at every width without a jump at a breakpoint. The rem part of
   * each preferred size keeps them growing with the visitor's text zoom.
   *
   * display 40 → 72 px (the home hero), page 36 → 56 px (the other pages' `h1`), section 30 → 48 px
   * (`h2`), item 20 → 24 px (`h3`), lead 17 → 20 px (the paragraph under a heading); the body stays 16 px.
   */
  scale: {
    display: {
      fontSize: 'clamp(2.5rem, 1.5rem + 4vw, 4.5rem)',
      lineHeight: 1.04,
      letterSpacing: '-0.035em',
      fontWeight: 700,
    },
    page: {
      fontSize: 'clamp(2.25rem, 1.55rem + 2.9vw, 3.5rem)',
      lineHeight: 1.08,
      letterSpacing: '-0.03em',
      fontWeight: 700,
    },
    section: {
      fontSize: 'clamp(1.875rem, 1.4rem + 2vw, 3rem)',
      lineHeight: 1.12,
      letterSpacing: '-0.025em',
      fontWeight: 700,
    },
    item: {
      fontSize: 'clamp(1.25rem, 1.14rem + 0.45vw, 1.5rem)',
      lineHeight: 1.25,
      letterSpacing: '-0.015em',
      fontWeight: 600,
    },
    lead: {
      fontSize: 'clamp(1.0625rem, 0.99rem + 0.3vw, 1.25rem)',
      lineHeight: 1.55,
      letterSpacing: '0',
      fontWeight: 400,
    },
  },
} as const;

/** Spacing scale in rem; 100 = 4 px, 400 = 16 px. The large steps (1600 and up) space the page's bands. */
export const space = {
  0: '0',
  50: '0.125rem',
  100: '0.25rem',
  200: '0.5rem',
  300: '0.75rem',
  400: '1rem',
  500: '1.25rem',
  600: '1.5rem',
  800: '2rem',
  1000: '2.5rem',
  1200: '3rem',
  1600: '4rem',
  2000: '5rem',
  2400: '6rem',
  3200: '8rem',
} as const;

export const radius = {
  none: '0',
  sm: '0.375rem',
  md: '0.625rem',
  lg: '1rem',
  xl: '1.5rem',
  pill: '999px',
} as const;

export const shadow = {
  sm: '0 1px 2px rgba(11, 19, 36, 0.08)',
  md: '0 4px 12px rgba(11, 19, 36, 0.08), 0 1px 3px rgba(11, 19, 36, 0.06)',
  lg: '0 16px 40px rgba(11, 19, 36, 0.14), 0 4px 12px rgba(11, 19, 36, 0.08)',
  /** A product screenshot lifted off a light band: a long soft fall-off and a hairline edge. */
  shot: '0 1px 2px rgba(11, 19, 36, 0.06), 0 24px 48px -16px rgba(11, 19, 36, 0.22), 0 0 0 1px rgba(11, 19, 36, 0.07)',
  /** The same on the dark bands, where the edge is a light hairline. */
  shotOnInverse: '0 32px 80px -24px rgba(0, 0, 0, 0.7), 0 0 0 1px rgba(255, 255, 255, 0.1)',
} as const;

/**
 * Minimum viewport widths in px. `md` is where the admin sidebar collapses below, `lg` where the
 * top navigation turns into the full-screen menu below (product.md §9).
 */
export const breakpoint = {
  sm: 640,
  md: 900,
  lg: 1200,
  xl: 1440,
} as const;

export const layout = {
  /** The content never grows wider than this (product.md §9: layout maximum width 1440). */
  maxWidth: '1440px',
  /** Width of text-led content (articles, forms, centred intros): a comfortable line length. */
  narrowWidth: '48rem',
  /** Admin sidebar width (product.md §9). */
  sidebarWidth: '280px',
  /** Horizontal padding of the page container. */
  gutter: { mobile: space[400], desktop: space[800] },
} as const;

/** Stacking order, lowest to highest. */
export const zIndex = {
  base: 0,
  raised: 10,
  sticky: 100,
  floating: 200,
  menu: 300,
  overlay: 400,
  dialog: 500,
  toast: 600,
} as const;

export const motion = {
  duration: { fast: '120ms', normal: '200ms', slow: '320ms' },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0, 1)',
    exit: 'cubic-bezier(0.3, 0, 1, 1)',
  },
} as const;

export const tokens = { color, typography, space, radius, shadow, breakpoint, layout, zIndex, motion } as const;

export type Tokens = typeof tokens;
