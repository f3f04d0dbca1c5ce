// subset-font ships no types; the one call the fonts script makes.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'woff2' | 'woff' | 'truetype';
      variationAxes?: Record<string, { min: number; max: number }>;
    },
  ): Promise<Buffer>;
}
