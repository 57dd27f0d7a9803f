/**
 * The longest path parameter any call accepts: a filtered drill path (a unit filter of a few
 * hundred units fits). The server's router takes the same limit, so a long but valid path
 * reaches the schema, and a longer one is refused in the API's error shape.
 */
export const MAX_PATH_PARAM_LENGTH = 4000;
