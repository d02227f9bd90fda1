export declare const ASSET_KEY_PREFIX: string;
export declare const ASSET_TTL_SECONDS: number;
export declare function assetEntries(clientDir: string): Promise<{ key: string; value: string; base64: true; metadata: { type: string }; expiration_ttl: number }[]>;
