/** Set by the emulator's esbuild define: true in the 'never-ready' variant (script-bundle.ts). */
declare const __CPF_NEVER_READY__: boolean;
