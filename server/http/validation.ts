/**
 * Request validators: query strings are text, so their values are coerced to the schema's types
 * ("10" -> 10); JSON bodies already carry types, so a body field of the wrong type is refused rather than
 * silently coerced ("api_host" is not ["api_host"]).
 */
import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
interface RouteDefinition {
  httpPart?: string;
}
type Validate = (data: unknown) => boolean;
/** The pool's own types split Ajv and JTD options in a way that rejects a plain override; this is its shape. */
type Pool = (
  externalSchemas: unknown,
  options: { customOptions?: object },
) => (route: RouteDefinition) => Validate;

function buildValidator(externalSchemas: unknown, ajvOptions: { customOptions?: object } | undefined) {
  const factory = AjvCompiler() as unknown as Pool;
  const options = ajvOptions ?? { customOptions: {} };
  const coercing = factory(externalSchemas, options);
  const strict = factory(externalSchemas, {
    ...options,
    customOptions: { ...options.customOptions, coerceTypes: false },
  });
  return (route: RouteDefinition) => (route.httpPart === 'body' ? strict(route) : coercing(route));
}

export const schemaController = {
  compilersFactory: { buildValidator },
} as unknown as SchemaController;
