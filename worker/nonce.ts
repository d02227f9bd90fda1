/** A fresh base64 nonce (16 random bytes): per request for the CSP, per isolate for the page cache's placeholder. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
