import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ERR_NETWORK_TEXT, ErrorCode, type Language } from '@/shared/errorCodes';
import { isEnvelope } from './apiError';

/** A failure's text in the interface language (SPEC §8). */
export type DescribeError = (code: number | string) => string;

type ErrorText = typeof import('@/shared/errors').errorText;

let loading: Promise<ErrorText> | null = null;

/**
 * The catalogue's texts, fetched once. A failed fetch (the server cannot be reached: the very failure
 * being described) is not kept, so the next failure tries again; meanwhile every failure reads as the
 * network one (SPEC §8), never as an unhandled rejection.
 */
function loadErrorText(): Promise<ErrorText> {
  loading ??= import(/* webpackChunkName: "error-texts" */ '@/shared/errors')
    .then((m) => m.errorText)
    .catch(() => {
      loading = null;
      return (_code: number | string, language: Language = 'pt') => ERR_NETWORK_TEXT[language];
    });
  return loading;
}

/**
 * The error catalogue's texts, fetched the first time a call fails: they are no part of any page's first
 * paint (about 2 KB gzip). A successful answer needs none of them.
 */
export async function errorDescriber(result: { data?: unknown; error?: FetchBaseQueryError }, language: Language): Promise<DescribeError> {
  if (!result.error && isEnvelope(result.data) && result.data.code === ErrorCode.Ok) return () => '';
  const errorText = await loadErrorText();
  return (code) => errorText(code, language);
}

/** The text of one code, e.g. for a toast. */
export async function describeError(code: number | string, language: Language): Promise<string> {
  return (await loadErrorText())(code, language);
}
