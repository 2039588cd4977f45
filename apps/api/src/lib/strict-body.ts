import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The object schema a body is checked against, under the wrappers that do not change its keys
 * (optional, nullable, default, a pipe or preprocess), or undefined when the body is no plain object
 * (an array, a union, a record) or the object already decides about other keys itself (strict,
 * loose or with a catchall).
 */
function plainObjectOf(schema: z.ZodType): z.ZodObject | undefined {
  let current: z.ZodType = schema;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault)
      current = current.unwrap() as z.ZodType;
    else if (current instanceof z.ZodPipe)
      current = (current.in instanceof z.ZodTransform ? current.out : current.in) as z.ZodType;
    else break;
  }
  if (!(current instanceof z.ZodObject) || current.def.catchall !== undefined) return undefined;
  return current;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * fastify-type-provider-zod's validator, with one rule more for request bodies (issue 39): a key the
 * body's schema does not know is refused (400, naming it), where zod would drop it in silence and a
 * misspelt field would look saved. The contracts stay as they are for the forms, which parse their
 * own values (with fields such as a password confirmation) through the same schemas.
 */
export const strictBodyValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  const object = route.httpPart === 'body' ? plainObjectOf(route.schema) : undefined;
  if (!object) return validate;
  const known = new Set(Object.keys(object.shape));
  const refuseUnknown = validatorCompiler({ ...route, schema: object.strict() });
  return (data) =>
    isPlainObject(data) && Object.keys(data).some((key) => !known.has(key)) ? refuseUnknown(data) : validate(data);
};
