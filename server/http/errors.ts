/**
 * Every failure answers with the envelope and a 4xx/5xx that says what was wrong: bad input is never a 500,
 * and a 500 never carries a stack. Unknown /api paths get 404, known paths with the wrong method 405.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../../core/contract/envelope';
import { DmError } from '../../core/contract/errors';
import { ApiFailure } from './failure';
import { registeredApiRoutes } from './envelope';

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** "page_limit must be integer", "keys is required", "body must be object". */
export function describeValidation(issue: ValidationIssue | undefined, context: string | undefined): string {
  if (!issue) return 'Invalid request';
  const missing = issue.params?.missingProperty;
  const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  if (typeof missing === 'string') return `${path ? `${path}.` : ''}${missing} is required`;
  const field = path || context || 'request';
  return `${field} ${issue.message ?? 'is invalid'}`;
}

function classify(error: FastifyError): { status: number; dm: number; message: string } {
  if (error instanceof ApiFailure) return { status: error.status, dm: error.dmError, message: error.message };
  if (error.validation) {
    return {
      status: 400,
      dm: DmError.BadRequest,
      message: describeValidation(error.validation[0] as ValidationIssue, error.validationContext),
    };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, dm: DmError.PayloadTooLarge, message: 'The request body is too large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        dm: DmError.MalformedBody,
        message: 'The body must be JSON (Content-Type: application/json)',
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, dm: DmError.MalformedBody, message: 'The JSON body is empty' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return {
        status: 400,
        dm: DmError.MalformedBody,
        message: 'The Content-Length does not match the body',
      };
    default:
      break;
  }
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return { status: 400, dm: DmError.MalformedBody, message: 'The body is not valid JSON' };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, dm: DmError.BadRequest, message: 'Bad request' };
  return { status: 500, dm: DmError.Internal, message: 'Internal server error; nothing was changed' };
}

export function installErrorHandling(
  app: FastifyInstance,
  fallback: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | unknown,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, dm, message } = classify(error);
    // Only a server fault (5xx) is an error line. 604 (session expired, SPEC §8) is a status above 599 but
    // an expected answer like any 4xx: a player whose session ended is not the server failing.
    if (status >= 500 && status <= 599) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, dm_error: dm, msg: message }, 'request refused');
    // Fastify's reply.code() refuses statuses above 599, but SPEC §8's session expiry is HTTP 604 (Node
    // writes any three-digit status), so that one is set on the raw response.
    if (status > 599) reply.raw.statusCode = status;
    else reply.code(status);
    return reply.type('application/json; charset=utf-8').send(fail(dm, message));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) {
      const methods = registeredApiRoutes.get(path);
      if (methods && !methods.has(request.method)) {
        return reply
          .code(405)
          .header('allow', [...methods].join(', '))
          .send(fail(DmError.MethodNotAllowed, `${request.method} is not allowed on ${path}`));
      }
      return reply.code(404).send(fail(DmError.NotFound, `No such API path: ${path.slice(0, 200)}`));
    }
    return fallback(request, reply);
  });
}
