import { ZInterviewDate } from '@opinio/domain/date-range';
import { type FieldProblem, zodIssueProblem } from '@opinio/domain/error-codes';
import { isSafeText, UNSAFE_TEXT_MESSAGE, visibleText } from '@opinio/domain/safe-text';
import type { TIngestInterview, TIngestRowError } from '@opinio/domain/schemas/ingestion';
import { IMPORT_FIXED_COLUMNS, type TImportRowError } from '@opinio/domain/schemas/tasks';
import type { SheetRow } from '#lib/table-file.ts';
import type { QuestionModel, SurveyModel } from '#surveys/survey-model.ts';

type Cell = SheetRow['cells'][number];
type Fixed = (typeof IMPORT_FIXED_COLUMNS)[number];

interface Column {
  index: number;
  name: string;
  fixed: Fixed | null;
  question: QuestionModel | null;
}

/**
 * The rows of an import file in the shape of the ingestion API (ZIngestInterview), so
 * that validate-batch.ts checks them by the same rules, which are the database's too
 * (text without NUL, whole numbers of its integer column, dates in the supported range,
 * lengths). `rowNumbers[i]` is the file row of `interviews[i]`; errors found here (header,
 * empty cells, text PostgreSQL cannot store) name row and column too.
 */
export interface ImportRows {
  interviews: Array<Partial<TIngestInterview> & { answers: Record<string, number | string> }>;
  rowNumbers: number[];
  errors: TImportRowError[];
}

// Stand-ins no file can hold (U+E000, private use, is not a unit or an id anybody writes),
// and which pass the text check: the row's other cells are still checked.
const PLACEHOLDER: Record<Fixed, (row: number) => string> = {
  externalId: (row) => `\uE000row ${row}`,
  unit: () => '\uE000',
  date: () => '2000-01-01',
};

/** A bad cell (or header cell) as the task stores it: by its code, with the English for logs. */
function cellError(row: number, column: string, problem: FieldProblem, message: string): TImportRowError {
  return { row, column, code: problem.code, params: problem.params, message };
}

const isEmpty = (cell: Cell | undefined) => cell === null || cell === undefined || cell === '';
const NUMBER = /^-?\d+(?:[.,]\d+)?$/;

/** A cell as an answer: numbers for number questions and option values, text otherwise. */
function answerValue(question: QuestionModel, cell: Cell): number | string {
  if (question.type === 'text') return String(cell);
  if (typeof cell === 'number') return cell;
  const text = String(cell).trim();
  return NUMBER.test(text) ? Number(text.replace(',', '.')) : text;
}

function readHeader(survey: SurveyModel, header: SheetRow, body: readonly SheetRow[]) {
  const errors: TImportRowError[] = [];
  const columns: Column[] = [];
  const seen = new Set<string>();
  header.cells.forEach((cell, index) => {
    // Names are echoed in the task's stored errors: NUL would not store.
    const name = isEmpty(cell) ? '' : visibleText(String(cell).trim());
    if (name === '') {
      // Spreadsheets often carry empty columns on the right: fine while they are empty.
      const used = body.find((r) => !isEmpty(r.cells[index]));
      if (used)
        errors.push(
          cellError(
            header.row,
            `#${index + 1}`,
            { code: 'unnamed_column', params: {} },
            'the column has no name',
          ),
        );
      return;
    }
    const fixed = IMPORT_FIXED_COLUMNS.find((f) => f.toLowerCase() === name.toLowerCase()) ?? null;
    const question = fixed ? null : (survey.questionsByExtName.get(name) ?? null);
    const key = fixed ?? name;
    if (seen.has(key))
      errors.push(
        cellError(
          header.row,
          name,
          { code: 'duplicate', params: { value: name } },
          'the column appears twice',
        ),
      );
    else if (!fixed && !question)
      errors.push(
        cellError(
          header.row,
          name,
          { code: 'unknown_question', params: { question: name } },
          `unknown question of survey ${survey.extName}`,
        ),
      );
    else columns.push({ index, name: key, fixed, question });
    seen.add(key);
  });
  for (const fixed of IMPORT_FIXED_COLUMNS)
    if (!seen.has(fixed))
      errors.push(
        cellError(
          header.row,
          fixed,
          { code: 'missing_columns', params: { columns: fixed } },
          'the column is missing',
        ),
      );
  return { columns, errors };
}

/** Why the cell of an externalId, unit or date column cannot be taken (a code, and in English), or null. */
function fixedCellProblem(fixed: Fixed, value: string): { problem: FieldProblem; message: string } | null {
  if (value === '') return { problem: { code: 'required', params: {} }, message: 'is empty' };
  const issue = fixed === 'date' ? ZInterviewDate.safeParse(value).error?.issues[0] : undefined;
  if (!issue) return null;
  // neither a date nor a date-time: the union of the two formats fails as a whole
  const problem: FieldProblem =
    issue.code === 'invalid_union'
      ? { code: 'invalid_format', params: { format: 'date' } }
      : zodIssueProblem(issue);
  return { problem, message: issue.message };
}

const UNSAFE: { problem: FieldProblem; message: string } = {
  problem: { code: 'unsafe_text', params: {} },
  message: UNSAFE_TEXT_MESSAGE,
};

/** Reads a table (header row first) into interviews; blank rows are skipped. */
export function importRows(survey: SurveyModel, table: readonly SheetRow[]): ImportRows {
  const [header, ...body] = table;
  if (!header)
    return {
      interviews: [],
      rowNumbers: [],
      errors: [cellError(1, '', { code: 'empty_file', params: {} }, 'the file is empty')],
    };
  const { columns, errors } = readHeader(survey, header, body);
  const result: ImportRows = { interviews: [], rowNumbers: [], errors };
  if (errors.length > 0) return result;
  for (const line of body) {
    if (line.cells.every(isEmpty)) continue;
    const interview: ImportRows['interviews'][number] = { answers: {} };
    for (const column of columns) {
      const cell = line.cells[column.index];
      const unsafe = typeof cell === 'string' && !isSafeText(cell);
      if (column.fixed) {
        const value = isEmpty(cell) ? '' : String(cell).trim();
        const problem = unsafe ? UNSAFE : fixedCellProblem(column.fixed, value);
        if (problem) errors.push(cellError(line.row, column.name, problem.problem, problem.message));
        // A stand-in keeps the row's other cells checked; the row is reported, never written.
        interview[column.fixed] = problem ? PLACEHOLDER[column.fixed](line.row) : value;
      } else if (unsafe) {
        errors.push(cellError(line.row, column.name, UNSAFE.problem, UNSAFE.message));
      } else if (column.question && !isEmpty(cell)) {
        interview.answers[column.name] = answerValue(column.question, cell!);
      }
    }
    result.interviews.push(interview);
    result.rowNumbers.push(line.row);
  }
  return result;
}

/** A validate-batch.ts error (by batch index and field) as a file row and column. */
export function rowError(error: TIngestRowError, rowNumbers: readonly number[]): TImportRowError {
  const column = error.field.startsWith('answers.') ? error.field.slice('answers.'.length) : error.field;
  return {
    row: rowNumbers[error.index],
    column: visibleText(column),
    code: error.code,
    // a value echoed back is stored in the task: NUL would not store
    params: Object.fromEntries(
      Object.entries(error.params).map(([name, value]) => [
        name,
        typeof value === 'string' ? visibleText(value) : value,
      ]),
    ),
    message: visibleText(error.message),
  };
}

/** The header of the survey's import template (GET vuejs/surveys/import/template/{survey}). */
export function templateColumns(survey: SurveyModel): string[] {
  return [...IMPORT_FIXED_COLUMNS, ...survey.questions.map((q) => q.extName)];
}
