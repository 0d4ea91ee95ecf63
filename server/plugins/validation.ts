import fp from 'fastify-plugin';
import { Struct, validate } from 'superstruct';

/**
 * Route schemas are superstruct structs from src/core, the same ones the client validates with.
 * A failure is handed back as the StructError itself; the error handler maps it to field codes.
 */
export default fp(
  async (app) => {
    app.setValidatorCompiler(({ schema }) => {
      if (!(schema instanceof Struct)) throw new Error('route schemas must be superstruct structs from src/core');
      return (data: unknown) => {
        try {
          const [error, value] = validate(data, schema, { coerce: true });
          return error ? { error } : { value };
        } catch (error) {
          // Thousands of nested arrays overflow the stack while superstruct describes the value:
          // a body no form sends, refused as one that can't be read rather than a 500.
          if (!(error instanceof RangeError)) throw error;
          return { error: Object.assign(new Error('The request body is nested too deeply'), { statusCode: 400 }) };
        }
      };
    });
  },
  { name: 'validation' },
);
