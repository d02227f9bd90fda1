// Where the e2e tests and benchmarks find Debian's chromium (override with CHROMIUM_PATH).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
