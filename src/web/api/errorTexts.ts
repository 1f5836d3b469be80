import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ErrorCode, type Language } from '@/shared/errorCodes';
import { isEnvelope } from './apiError';

/** A failure's text in the interface language (SPEC §8). */
export type DescribeError = (code: number | string) => string;

let loading: Promise<typeof import('@/shared/errors').errorText> | null = null;

function loadErrorText() {
  loading ??= import(/* webpackChunkName: "error-texts" */ '@/shared/errors').then((m) => m.errorText);
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
