import type { TSchema } from '@sinclair/typebox';

export interface EndpointSchemas {
  /** Query string (GET) or JSON body (POST) beyond the common parameters. */
  input: TSchema;
  /** The envelope's `data`. */
  result: TSchema;
}
