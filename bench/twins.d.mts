// Types of bench/twins.mjs (plain JavaScript: the bench's Node scripts load it without a build).
export const TWIN_PARAM: string;
export const REACT_FLOOR_PATH: string;
export const ALLOWANCE_PATH: string;
export const TWINS: string[];
export function twinUrl(base: string, page: string, twin?: string): string;
export function staticTwin(html: string): string;
export function reactFloorTwin(html: string, src?: string): string;
export function startTwinProxy(options: { upstream: string; port: number; floorScript: string; allowanceScript?: string }): Promise<{ base: string; close: () => Promise<void> }>;
export function mainInner(html: string): string;
export function domSwapTwin(fromHtml: string, pages: Record<string, string>): string;
