/**
 * The time one parse may take (PARSE_BOUNDS.parseMs), counted from when it starts and checked as it
 * goes: per inflated chunk, per row read, per slice handed to ExcelJS. Past it the upload is refused
 * with -610 and the parse stops at its next check.
 */
import { ErrorCode } from '@/shared/errors';
import { AppError } from '../http/AppError';
import { IMPORT_MESSAGES } from './importMessages';
import { PARSE_BOUNDS } from './parseBounds';

export class ParseDeadline {
  private readonly at: number;

  constructor(readonly ms: number = PARSE_BOUNDS.parseMs) {
    this.at = Date.now() + ms;
  }

  get passed(): boolean {
    return Date.now() > this.at;
  }

  get remainingMs(): number {
    return Math.max(0, this.at - Date.now());
  }

  /** The refusal of a parse that ran out of time. */
  error(): AppError {
    return new AppError(ErrorCode.ImportContentTooLarge, { detail: IMPORT_MESSAGES.readingOver(Math.round(this.ms / 1000)) });
  }

  check(): void {
    if (this.passed) throw this.error();
  }
}
