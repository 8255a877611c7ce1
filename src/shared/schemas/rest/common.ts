import { z } from 'zod';

/** The answer of most writes: a message for the screen. Writes that answer more declare their own. */
export const messageAnswer = z.object({ message: z.string() });

/** A date and time as the wire carries it. */
export const timestamp = z.string();

/** A download: its bytes, under the content type (or one of the types) it is sent as. */
export const download = (contentTypes: string | readonly string[], description: string) => ({
  description,
  content: Object.fromEntries(
    [contentTypes].flat().map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
  ),
});
