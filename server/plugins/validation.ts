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
        const [error, value] = validate(data, schema, { coerce: true });
        return error ? { error } : { value };
      };
    });
  },
  { name: 'validation' },
);
