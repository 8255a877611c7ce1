import { CHAT_MESSAGES } from '../../../shared/chat';
import { sendChatInput } from '../../../shared/schemas/chat';
import { errorMessage } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { clearSent } from './draft';

/** chat.send's own check of a message, the first one included; the session is added by the caller. */
export const chatMessageForm = sendChatInput.pick({ message: true });

/**
 * A chat's message box, the visitor's and the team's alike: checked as chat.send checks it,
 * emptied once its message is sent (without losing what was typed meanwhile), and a failed send
 * told below it.
 */
export function useChatDraft(send: (message: string) => Promise<unknown>) {
  const { onSubmit, register, reset, getValues, setError, formState, formError } = useSchemaForm(chatMessageForm, {
    message: '',
  });
  const submit = onSubmit(async ({ message }) => {
    // As typed, untrimmed: clearSent compares it with the box's text once the line is sent.
    const sent = getValues('message');
    try {
      await send(message);
      // keepFieldsRef: the box stays registered, so a key pressed before the next render is kept.
      reset({ message: clearSent(sent)(getValues('message')) }, { keepFieldsRef: true });
    } catch (error) {
      setError('root', { message: errorMessage(error, CHAT_MESSAGES.unavailable) });
    }
  });
  return { submit, register, problem: formState.errors.message?.message ?? formError };
}
