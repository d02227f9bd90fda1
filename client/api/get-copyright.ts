import type { PlatformLanguage } from '../../i18n/locales';
import type { CopyrightResponse } from '../contracts/api';
import { call, type CallOptions } from './client';
import { isRecord } from './shape';

function isCopyright(json: unknown): json is CopyrightResponse {
  return isRecord(json) && typeof json.html === 'string';
}

/** GET /api/copyright: the footer copyright HTML in a platform language (sanitised by the worker). */
export function getCopyright(language: PlatformLanguage, options?: CallOptions): Promise<CopyrightResponse> {
  return call('copyright', { query: { language } }, isCopyright, options);
}
