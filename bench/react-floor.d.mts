// Types of bench/react-floor.mjs (plain JavaScript: the bench's Node scripts load it without a build).
export const TWIN_ROOT_ID: string;
export function reactFloorBundle(root: string): Promise<{ text: string; gzipBytes: number }>;
export function allowanceScript(floorText: string, extraGzipBytes: number): { text: string; gzipBytes: number };
