// The auth feature as the others see it: they import it from here, never from its files (decision 035).
export { hashPassword, verifyPassword } from './password';
export { authRoutes } from './rest';
export { authRouter } from './router';
export { removeSecondFactorsOf, spendSecondFactorCode } from './second-factor';
export { createUser, createUserWith, findUserByEmail, passwordChangedNotice, sendPasswordLink } from './service';
export type { NewUser } from './service';
