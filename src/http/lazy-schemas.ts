import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';
import { serializerSchema } from './serializer-schema.js';

type Factory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type ValidatorBuilder = ReturnType<typeof AjvCompiler>;
type SerializerBuilder = ReturnType<typeof SerializerSelector>;
type Validator = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };
type Serializer = (data: unknown) => string;

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
 *
 * With `cacheDir` (AppSettings.schemaCacheDir), a compiled validator or serializer is also kept
 * there as code (Ajv's and fast-json-stringify's standalone modes, the code Fastify's own
 * StandaloneValidator / StandaloneSerializer write), named by a hash of everything it was built
 * from: the route's schema, the shared schemas, the options and the two libraries' versions. A
 * process that finds the file loads the code instead of compiling the schema, so processes sharing
 * the folder compile each schema once (the test suite's ~340 processes: each compiled the same
 * schemas again). The folder is trusted as the code is: its files are run.
 *
 * A response schema is compiled as serializer-schema.ts rewrites it (its nullable primitives as
 * type lists, the same bytes without an Ajv run per field); the cache key is the rewritten schema.
 */
export function lazySchemaCompilers(cacheDir?: string): Factory {
  const buildValidator = AjvCompiler();
  const buildSerializer = SerializerSelector();
  const cache = cacheDir ? codeCache(cacheDir) : undefined;
  return {
    buildValidator(
      externalSchemas: Parameters<ValidatorBuilder>[0],
      ajvOptions: Parameters<ValidatorBuilder>[1],
    ) {
      // The standalone code needs Ajv to keep each function's source (`code.source`): only with a cache.
      const options = cache ? withSource(ajvOptions) : ajvOptions;
      const compile = buildValidator(externalSchemas, options);
      const shared = cache ? `v\n${JSON.stringify(externalSchemas)}\n${JSON.stringify(options)}` : '';
      const build = (route: Parameters<typeof compile>[0]): Validator => {
        if (!cache) return compile(route) as Validator;
        return cache.load(`${shared}\n${schemaKey(route)}`, () => {
          const fn = compile(route) as Validator;
          return { fn, code: () => cache.validatorCode(compile, fn) };
        }) as Validator;
      };
      return (route: Parameters<typeof compile>[0]) => {
        let compiled: Validator | undefined;
        const validate: Validator = (data, context) => {
          compiled ??= build(route);
          // Ajv's functions (and their standalone code) take the parent data as Fastify passes it.
          const result = compiled(data, context);
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
      // fast-json-stringify's standalone code, with the Ajv validators of its union branches inline.
      const standalone = cache
        ? buildSerializer(externalSchemas, {
            ...serializerOptions,
            mode: 'standalone',
            inlineValidators: true,
          })
        : undefined;
      const shared = cache
        ? `s\n${JSON.stringify(externalSchemas)}\n${JSON.stringify(serializerOptions)}`
        : '';
      const build = (route: Parameters<typeof compile>[0]): Serializer => {
        if (!cache || !standalone) return compile(route);
        return cache.load(`${shared}\n${schemaKey(route)}`, () => {
          const code = standalone(route) as unknown as string;
          return { fn: cache.run(code) as Serializer, code: () => code };
        }) as Serializer;
      };
      return (route: Parameters<typeof compile>[0]) => {
        let compiled: Serializer | undefined;
        return (data: unknown) => {
          // Nullable primitives as type lists: no Ajv run per field (serializer-schema.ts).
          compiled ??= build({ ...route, schema: serializerSchema(route.schema) });
          return compiled(data);
        };
      };
    },
  };
}

const schemaKey = (route: unknown) => JSON.stringify((route as { schema: unknown }).schema);

type AjvOptions = Parameters<ValidatorBuilder>[1];
function withSource(options: AjvOptions): AjvOptions {
  const custom = (options?.customOptions ?? {}) as { code?: object };
  return { ...options, customOptions: { ...custom, code: { ...custom.code, source: true } } } as AjvOptions;
}

const AJV_REFERENCE = Symbol.for('fastify.ajv-compiler.reference');

/** Compiled schemas kept as CommonJS code in `dir`, one file per hash of what they were built from. */
function codeCache(dir: string) {
  // The code requires Ajv's runtime, ajv-formats and fast-json-stringify's serializer: resolved as
  // Fastify's compilers resolve them.
  const local = createRequire(import.meta.url);
  const requireFrom = createRequire(local.resolve('@fastify/fast-json-stringify-compiler'));
  const versions = ['ajv', 'ajv-formats', 'fast-json-stringify', '@fastify/ajv-compiler']
    .map((p) => `${p}@${(requireFrom(`${p}/package.json`) as { version: string }).version}`)
    .join(' ');
  mkdirSync(dir, { recursive: true });
  const run = (code: string): unknown => {
    const module = { exports: {} as unknown };
    new Function('require', 'module', 'exports', code)(requireFrom, module, module.exports);
    return module.exports;
  };
  // Ajv's standalone code of a function its compiler made (the compiler's Ajv, as Fastify's
  // StandaloneValidator reads it).
  const standaloneCode = (
    requireFrom('ajv/dist/standalone') as { default: (ajv: unknown, fn: unknown) => string }
  ).default;
  return {
    run,
    validatorCode: (compile: unknown, fn: unknown) =>
      standaloneCode((compile as Record<symbol, { ajv: unknown }>)[AJV_REFERENCE]!.ajv, fn),
    load(key: string, build: () => { fn: unknown; code: () => string }): unknown {
      const file = join(dir, `${createHash('sha256').update(versions).update(key).digest('hex')}.cjs`);
      let code: string | undefined;
      try {
        code = readFileSync(file, 'utf8');
      } catch {}
      if (code !== undefined) return run(code);
      const built = build();
      try {
        // Written whole, then renamed: a process reading the folder meanwhile finds no file or all of it.
        const part = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
        writeFileSync(part, built.code());
        renameSync(part, file);
      } catch {
        // A schema without standalone code, or a folder not writable: served compiled, not kept.
      }
      return built.fn;
    },
  };
}
