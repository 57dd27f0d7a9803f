import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';

/**
 * One row of a table drawn as a card on a phone: its name, then its figures named one under
 * another (a list item: the cards stand in an `ol` or `ul`).
 */
export function FactCard({
  title,
  facts,
  testId,
}: {
  title: ReactNode;
  facts: ReadonlyArray<readonly [string, ReactNode]>;
  testId?: string;
}) {
  return (
    <Stack
      component="li"
      spacing={1}
      data-testid={testId}
      sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, auto) 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        {facts.map(([name, value]) => (
          <Fragment key={name}>
            <Typography variant="body2" color="text.secondary" component="dt">
              {name}
            </Typography>
            <Typography
              variant="body2"
              component="dd"
              sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}
              data-figure
            >
              {value}
            </Typography>
          </Fragment>
        ))}
      </Box>
    </Stack>
  );
}
