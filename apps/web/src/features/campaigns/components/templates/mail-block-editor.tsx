import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAIL_BLOCK_TYPES, type TMailBlock, type TMailBlockType } from '@opinio/domain/schemas/mail-blocks';
import type { TFunction } from 'i18next';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { insertText } from '../../lib/placeholders.ts';
import { PlaceholderButtons } from './placeholder-buttons.tsx';

interface MailBlockEditorProps {
  blocks: TMailBlock[];
  onChange: (blocks: TMailBlock[]) => void;
  readOnly: boolean;
  /** What the server refused, by the block's field (`3.href`, `3`). */
  errorOf: (path: string) => string;
}

/** A new block of a type, with texts to start from. */
function newBlock(type: TMailBlockType, t: TFunction): TMailBlock {
  switch (type) {
    case 'heading':
      return { type, text: `${t('templates.starter.greeting')} {{name}},` };
    case 'text':
      return { type, text: t('templates.blocks.start.text') };
    case 'button':
      return { type, label: t('templates.blocks.start.button'), href: '{{surveyLink}}' };
    case 'logo':
      return { type };
    case 'question':
      return { type, text: '' };
    case 'footer':
      return { type, text: '' };
  }
}

/** A mail as a list of blocks: each edited in place, moved up or down, removed; new ones added at the end. */
export function MailBlockEditor({ blocks, onChange, readOnly, errorOf }: MailBlockEditorProps) {
  const { t } = useTranslation();
  const addLabel = useId();
  const list = useRef<HTMLOListElement | null>(null);
  // a key per block that follows it when it moves (the blocks themselves have no ids)
  const counter = useRef(0);
  const keys = useRef<number[]>([]);
  if (keys.current.length !== blocks.length) keys.current = blocks.map(() => counter.current++);
  const change = (index: number, block: TMailBlock) =>
    onChange(blocks.map((b, i) => (i === index ? block : b)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...blocks];
    const order = [...keys.current];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    [order[index], order[index + by]] = [order[index + by], order[index]];
    keys.current = order;
    onChange(next);
    // the focus goes with the block: on the same button, else the other one where it now is
    const key = order[index + by];
    requestAnimationFrame(() => {
      const item = list.current?.querySelector(`[data-block-key="${key}"]`);
      const [up, down] = ['mail-block-up', 'mail-block-down'].map((id) =>
        item?.querySelector<HTMLButtonElement>(`[data-testid="${id}"]`),
      );
      const same = by === -1 ? up : down;
      const other = by === -1 ? down : up;
      (same && !same.disabled ? same : other)?.focus();
    });
  };
  const remove = (index: number) => {
    keys.current = keys.current.filter((_, i) => i !== index);
    onChange(blocks.filter((_, i) => i !== index));
  };
  const add = (type: TMailBlockType) => {
    keys.current = [...keys.current, counter.current++];
    onChange([...blocks, newBlock(type, t)]);
  };
  return (
    <Stack spacing={1.5} data-testid="mail-blocks">
      {blocks.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('templates.blocks.empty')}
        </Typography>
      )}
      <Stack component="ol" ref={list} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {blocks.map((block, index) => {
          const name = t(`templates.blocks.type.${block.type}`);
          const position = t('templates.blocks.position', { name, index: index + 1, total: blocks.length });
          return (
            <Paper
              component="li"
              key={keys.current[index]}
              data-block-key={keys.current[index]}
              variant="outlined"
              sx={{ p: 1.5 }}
              data-testid={`mail-block-${index}`}
            >
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
                <Typography
                  variant="subtitle2"
                  component="h3"
                  sx={{ flexGrow: 1 }}
                  data-testid="mail-block-type"
                >
                  {index + 1}. {name}
                </Typography>
                {!readOnly && (
                  <Stack direction="row" role="group" aria-label={position}>
                    <IconButton
                      size="small"
                      onClick={() => move(index, -1)}
                      disabled={index === 0}
                      aria-label={t('templates.blocks.up', { name: position })}
                      data-testid="mail-block-up"
                    >
                      <ArrowUpwardIcon fontSize="small" aria-hidden />
                    </IconButton>
                    <IconButton
                      size="small"
                      onClick={() => move(index, 1)}
                      disabled={index === blocks.length - 1}
                      aria-label={t('templates.blocks.down', { name: position })}
                      data-testid="mail-block-down"
                    >
                      <ArrowDownwardIcon fontSize="small" aria-hidden />
                    </IconButton>
                    <IconButton
                      size="small"
                      color="error"
                      onClick={() => remove(index)}
                      aria-label={t('templates.blocks.remove', { name: position })}
                      data-testid="mail-block-remove"
                    >
                      <DeleteOutlinedIcon fontSize="small" aria-hidden />
                    </IconButton>
                  </Stack>
                )}
              </Stack>
              <BlockFields
                block={block}
                onChange={(next) => change(index, next)}
                readOnly={readOnly}
                errorOf={(field) => errorOf(field ? `${index}.${field}` : `${index}`)}
              />
            </Paper>
          );
        })}
      </Stack>
      {!readOnly && (
        <Box>
          <Typography id={addLabel} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t('templates.blocks.add')}
          </Typography>
          <Stack role="group" aria-labelledby={addLabel} direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
            {MAIL_BLOCK_TYPES.map((type) => (
              <Button
                key={type}
                size="small"
                variant="outlined"
                startIcon={<AddIcon aria-hidden />}
                onClick={() => add(type)}
                data-testid={`mail-block-add-${type}`}
              >
                {t(`templates.blocks.type.${type}`)}
              </Button>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}

interface BlockFieldsProps {
  block: TMailBlock;
  onChange: (block: TMailBlock) => void;
  readOnly: boolean;
  /** The refusal of a field of the block ('' : the block itself). */
  errorOf: (field: string) => string;
}

function BlockFields({ block, onChange, readOnly, errorOf }: BlockFieldsProps) {
  const { t } = useTranslation();
  const text = useRef<HTMLTextAreaElement | null>(null);
  const field = (
    name: string,
    label: string,
    value: string,
    set: (value: string) => void,
    multiline = false,
  ) => {
    const error = errorOf(name);
    return (
      <TextField
        label={label}
        value={value}
        onChange={(event) => set(event.target.value)}
        fullWidth
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
        error={error !== ''}
        helperText={error || undefined}
        inputRef={multiline ? text : undefined}
        slotProps={{ input: { readOnly }, htmlInput: { 'data-testid': `mail-block-${name}` } }}
      />
    );
  };
  const blockError = errorOf('');
  const note = (key: 'logo' | 'question' | 'footer') => (
    <Typography variant="body2" color={blockError ? 'error' : 'text.secondary'}>
      {blockError || t(`templates.blocks.note.${key}`)}
    </Typography>
  );
  switch (block.type) {
    case 'heading':
      return field('text', t('templates.blocks.field.heading'), block.text, (v) =>
        onChange({ ...block, text: v }),
      );
    case 'text':
      return (
        <Stack spacing={1}>
          {field(
            'text',
            t('templates.blocks.field.text'),
            block.text,
            (v) => onChange({ ...block, text: v }),
            true,
          )}
          {!readOnly && (
            <PlaceholderButtons
              onInsert={(name) => {
                const element = text.current;
                const next = insertText(
                  block.text,
                  element?.selectionStart ?? block.text.length,
                  element?.selectionEnd ?? block.text.length,
                  `{{${name}}}`,
                );
                onChange({ ...block, text: next.text });
                requestAnimationFrame(() => {
                  element?.focus();
                  element?.setSelectionRange(next.caret, next.caret);
                });
              }}
            />
          )}
        </Stack>
      );
    case 'button':
      return (
        <Stack spacing={1.5}>
          {field('label', t('templates.blocks.field.label'), block.label, (v) =>
            onChange({ ...block, label: v }),
          )}
          {field('href', t('templates.blocks.field.href'), block.href, (v) =>
            onChange({ ...block, href: v }),
          )}
          {!readOnly && block.href !== '{{surveyLink}}' && (
            <Box>
              <Button size="small" onClick={() => onChange({ ...block, href: '{{surveyLink}}' })}>
                {t('templates.blocks.useSurveyLink')}
              </Button>
            </Box>
          )}
        </Stack>
      );
    case 'logo':
      return note('logo');
    case 'question':
      return (
        <Stack spacing={1}>
          {note('question')}
          {field('text', t('templates.blocks.field.question'), block.text, (v) =>
            onChange({ ...block, text: v }),
          )}
        </Stack>
      );
    case 'footer':
      return (
        <Stack spacing={1}>
          {note('footer')}
          {field('text', t('templates.blocks.field.footer'), block.text, (v) =>
            onChange({ ...block, text: v }),
          )}
        </Stack>
      );
  }
}
