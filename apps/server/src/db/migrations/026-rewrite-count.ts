/**
 * A survey's count of changes to interviews already written (their answers edited), beside
 * its loadCount, which any write raises. A read model kept across a restart, or kept by
 * another process, appends what is new by loadCount; when this count moved, rows it holds
 * changed and it is built again (docs/reliability.md#the-read-model-on-disk).
 */
export const name = 'rewrite-count';

export const statements = `
    ALTER TABLE surveys ADD COLUMN rewrite_count bigint NOT NULL DEFAULT 0;
`;
