// Types of bench/lighthouse.mjs (plain JavaScript: the bench's Node scripts load it without a build).
import type { Row } from './row';
export const LIGHTHOUSE_PAGES: string[];
export interface LighthouseRun {
  score: number;
  seo: number;
  practices: number;
  lcp: number;
  cls: number;
  tbt: number;
}
export function lighthouseRows(root: string, options?: { port?: number; rounds?: number; pages?: string[]; reactFloor?: { text: string; gzipBytes: number }; allowanceBytes?: number }): Promise<Row[]>;
export function pageRows(page: string, runs: { page: LighthouseRun[]; static: LighthouseRun[]; 'react-floor': LighthouseRun[]; allowance?: LighthouseRun[] }, allowanceBytes?: number): Row[];
