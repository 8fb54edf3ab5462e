/**
 * Mock images for stories: SVG drawn with the theme's colours and returned as data URIs, so stories
 * need no network and no binary files, and the pictures follow the tokens when they change.
 */
import { theme } from '@/theme';

/** What an `<img>` needs: pass it straight through (`<img {...image} />`). */
export type MockImage = { src: string; alt: string; width: number; height: number };

export type MockScreenshotOptions = {
  /** @default 1200 */
  width?: number;
  /** @default 750 */
  height?: number;
  /** A theme colour for the charts and highlights, to tell screens apart. @default theme.color.brand.primary */
  accent?: string;
};

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** Any SVG markup as a URL an `<img>` (or CSS) can load. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The URL of an invoicing-dashboard-like illustration: sidebar, top bar with `label`, four stat
 * cards, a bar chart and a table. Everything scales with `width` and `height`.
 */
export function mockScreenshot(
  label: string,
  { width = 1200, height = 750, accent = theme.color.brand.primary }: MockScreenshotOptions = {},
): string {
  const { color, typography } = theme;
  const sidebar = Math.round(width * 0.18);
  const bar = Math.round(height * 0.1);
  const gap = Math.round(width * 0.02);
  const main = width - sidebar - gap * 2;
  const card = (main - gap * 3) / 4;
  const cardTop = bar + gap;
  const cardHeight = height * 0.14;
  const panelTop = cardTop + cardHeight + gap;
  const panelHeight = height - panelTop - gap;
  const chartWidth = main * 0.58;
  const tableLeft = sidebar + gap + chartWidth + gap;
  const tableWidth = main - chartWidth - gap;
  const fontSize = Math.max(12, Math.round(height * 0.035));
  const barHeights = [0.45, 0.7, 0.55, 0.85, 0.6, 0.95, 0.75];
  const barWidth = (chartWidth - gap * 2) / (barHeights.length * 1.6);

  const parts = [
    `<rect width="${width}" height="${height}" fill="${color.surface.subtle}"/>`,
    `<rect width="${sidebar}" height="${height}" fill="${color.surface.inverse}"/>`,
    ...[0, 1, 2, 3, 4].map(
      (row) =>
        `<rect x="${gap}" y="${bar + gap + row * fontSize * 2}" width="${sidebar - gap * 2}" height="${fontSize}" rx="${fontSize / 2}" fill="${row === 0 ? accent : color.text.secondary}"/>`,
    ),
    `<rect x="${sidebar}" width="${width - sidebar}" height="${bar}" fill="${color.surface.raised}"/>`,
    `<text x="${sidebar + gap}" y="${bar / 2}" dominant-baseline="central" font-family="${typography.fontFamily.sans}" font-size="${fontSize}" font-weight="${typography.fontWeight.semibold}" fill="${color.text.primary}">${escapeXml(label)}</text>`,
    ...[0, 1, 2, 3].map((index) => {
      const x = sidebar + gap + index * (card + gap);
      return [
        `<rect x="${x}" y="${cardTop}" width="${card}" height="${cardHeight}" rx="${gap / 2}" fill="${color.surface.raised}" stroke="${color.border.subtle}"/>`,
        `<rect x="${x + gap / 2}" y="${cardTop + cardHeight * 0.25}" width="${card * 0.4}" height="${cardHeight * 0.12}" rx="${cardHeight * 0.06}" fill="${color.border.strong}"/>`,
        `<rect x="${x + gap / 2}" y="${cardTop + cardHeight * 0.55}" width="${card * 0.6}" height="${cardHeight * 0.2}" rx="${cardHeight * 0.1}" fill="${index === 0 ? accent : color.text.primary}"/>`,
      ].join('');
    }),
    `<rect x="${sidebar + gap}" y="${panelTop}" width="${chartWidth}" height="${panelHeight}" rx="${gap / 2}" fill="${color.surface.raised}" stroke="${color.border.subtle}"/>`,
    ...barHeights.map((share, index) => {
      const columnHeight = (panelHeight - gap * 2) * share;
      const x = sidebar + gap * 2 + index * barWidth * 1.6;
      return `<rect x="${x}" y="${panelTop + panelHeight - gap - columnHeight}" width="${barWidth}" height="${columnHeight}" rx="${barWidth / 6}" fill="${accent}" fill-opacity="${index === barHeights.length - 2 ? 1 : 0.3}"/>`;
    }),
    `<rect x="${tableLeft}" y="${panelTop}" width="${tableWidth}" height="${panelHeight}" rx="${gap / 2}" fill="${color.surface.raised}" stroke="${color.border.subtle}"/>`,
    ...[0, 1, 2, 3, 4, 5].map((row) => {
      const y = panelTop + gap + row * ((panelHeight - gap * 2) / 6);
      const rowHeight = (panelHeight - gap * 2) / 6 - gap / 2;
      return [
        `<rect x="${tableLeft + gap / 2}" y="${y}" width="${tableWidth - gap}" height="${rowHeight}" rx="${gap / 4}" fill="${row === 0 ? accent : color.surface.subtle}" fill-opacity="${row === 0 ? 0.15 : 1}"/>`,
        `<rect x="${tableLeft + gap}" y="${y + rowHeight * 0.35}" width="${tableWidth * 0.45}" height="${rowHeight * 0.3}" rx="${rowHeight * 0.15}" fill="${row === 0 ? accent : color.border.strong}"/>`,
      ].join('');
    }),
  ];
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`,
  );
}

/** A labelled dashboard screenshot with its alt text and size, ready to spread onto an `<img>`. */
export function mockImage(label: string, options: MockScreenshotOptions = {}): MockImage {
  const { width = 1200, height = 750 } = options;
  return { src: mockScreenshot(label, options), alt: `${label} screen of the invoicing dashboard`, width, height };
}

/**
 * Carousel images of mock screens, one per name, alternating two accents so neighbours differ; with
 * `narrow`, each also has a 560×420 close-up, as the real screenshots' narrow crops.
 */
export function mockCarouselImages(
  screens: readonly string[],
  { caption, narrow = false }: { caption: (screen: string) => string; narrow?: boolean },
) {
  return screens.map((screen, at) => ({
    src: mockScreenshot(screen, { accent: at % 2 === 0 ? theme.color.brand.primary : theme.color.dataViz.series2 }),
    alt: `${screen} screen`,
    width: 1200,
    height: 750,
    caption: caption(screen),
    ...(narrow && {
      narrow: {
        srcSet: `${mockScreenshot(`${screen} (detail)`, { width: 560, height: 420 })} 560w`,
        width: 560,
        height: 420,
        // Where the close-up sits in the screen: the zoom view opens there.
        x: 240,
        y: 80,
      },
    }),
  }));
}
