/**
 * The longest path parameter any call accepts: a filtered drill path (a unit filter of a few
 * hundred units fits). The server's router takes the same limit, so a long but valid path
 * reaches the schema, and a longer one is refused in the API's error shape.
 */
export const MAX_PATH_PARAM_LENGTH = 4000;

/** The largest id of a `serial` column (PostgreSQL integer): a larger one is refused, not looked up. */
export const MAX_SERIAL_ID = 2_147_483_647;

/** The largest id of a `bigserial` column that a JavaScript number holds exactly. */
export const MAX_BIGSERIAL_ID = Number.MAX_SAFE_INTEGER;

/** A number answer is stored in PostgreSQL's integer (answers.value). */
export const ANSWER_VALUE_MIN = -2_147_483_648;
export const ANSWER_VALUE_MAX = 2_147_483_647;

/**
 * The longest text answer, wherever it comes from: the questionnaire (its draft and its
 * completion, and the page's text box), the ingestion API and file imports.
 */
export const TEXT_ANSWER_MAX = 4000;
