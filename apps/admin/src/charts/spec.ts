/** What a chart draws, independent of the library that draws it. */
export interface Series {
  label: string;
  color: string;
  values: Array<number | null>;
}

export type ChartSpec =
  /** One bar per label, its series stacked (leads by kind). */
  | { kind: 'stacked-bars'; labels: string[]; series: Series[]; format: (value: number) => string }
  /** Bars on the left axis and a line on the right one (revenue and orders). */
  | { kind: 'bars-and-line'; labels: string[]; bars: Series; line: Series; formatBars: (value: number) => string; formatLine: (value: number) => string }
  /** Plain bars (one series). */
  | { kind: 'bars'; labels: string[]; series: Series; format: (value: number) => string }
  /** Lines over days with vertical markers (promotions) at some of them. */
  | {
      kind: 'lines';
      labels: string[];
      series: Series[];
      markers: Array<{ index: number; label: string }>;
      format: (value: number) => string;
      /** Good up to `good`, poor above `poor`: drawn as bands behind the lines. */
      bands?: { good: number; poor: number };
    };
