import { z } from 'zod';

/** The answer of most writes: a message for the screen. Writes that answer more declare their own. */
export const messageAnswer = z.object({ message: z.string() });

/** A date and time as the wire carries it. */
export const timestamp = z.string();

/** A download: its bytes, under the content type they were stored with. */
export const download = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.string().meta({ format: 'binary' }) } },
});
