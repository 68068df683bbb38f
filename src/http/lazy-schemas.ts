import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Factory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type ValidatorBuilder = ReturnType<typeof AjvCompiler>;
type SerializerBuilder = ReturnType<typeof SerializerSelector>;
type Validator = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };

/**
 * Fastify's own compilers (Ajv for requests, fast-json-stringify for responses), each route's
 * schema compiled when the route is first used instead of when the app starts. Compiling every
 * route's schemas was a third of the CPU of a start (bench/RESULTS.md, "Start-up"); most
 * instances serve a handful of routes. The functions are the ones Fastify would have built, with
 * the same options and shared schemas; the first request of a route pays its compilation (a few
 * milliseconds) once. Every route's schemas are compiled by the OpenAPI walk and fuzz tests, so a
 * schema that cannot compile still fails a test, not a user.
 *
 * The validator keeps Ajv's contract with Fastify: `schemaEnv` set, so Fastify passes the parent
 * data (Ajv may replace a root value), and `errors` copied after each call. All header schemas are
 * written in lower case: Fastify lowercases header keys only for its default compiler.
 */
export function lazySchemaCompilers(): Factory {
  const buildValidator = AjvCompiler();
  const buildSerializer = SerializerSelector();
  return {
    buildValidator(
      externalSchemas: Parameters<ValidatorBuilder>[0],
      ajvOptions: Parameters<ValidatorBuilder>[1],
    ) {
      const compile = buildValidator(externalSchemas, ajvOptions);
      return (route: Parameters<typeof compile>[0]) => {
        let compiled: Validator | undefined;
        const validate: Validator = (data, context) => {
          compiled ??= compile(route) as Validator;
          const result = compiled.schemaEnv ? compiled(data, context) : compiled(data);
          validate.errors = compiled.errors;
          return result;
        };
        validate.schemaEnv = true;
        return validate as ReturnType<typeof compile>;
      };
    },
    buildSerializer(
      externalSchemas: Parameters<SerializerBuilder>[0],
      serializerOptions: Parameters<SerializerBuilder>[1],
    ) {
      const compile = buildSerializer(externalSchemas, serializerOptions);
      return (route: Parameters<typeof compile>[0]) => {
        let compiled: ((data: unknown) => string) | undefined;
        return (data: unknown) => {
          compiled ??= compile(route);
          return compiled(data);
        };
      };
    },
  };
}
