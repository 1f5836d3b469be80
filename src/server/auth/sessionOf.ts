import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@/shared/errors';
import { AppError } from '../http/AppError';
import type { AuthSession } from './authSession';

/** The caller's session in a handler behind requireSession (which sets it; a 401 if it did not run). */
export function sessionOf(request: FastifyRequest): AuthSession {
  if (!request.session) throw new AppError(ErrorCode.Unauthorized, { statusCode: 401 });
  return request.session;
}
