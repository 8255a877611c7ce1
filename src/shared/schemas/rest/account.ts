import { deleteAccountInput } from '../account';
import { snakeBody } from './body';

// Issue 36 §6: DELETE /api/account reads the procedure's input, { password, code }.
export const deleteAccountBody = snakeBody(deleteAccountInput);
