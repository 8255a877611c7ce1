import { useCheapPasswordHashingInTests } from '../src/server/features/auth/password';

// The unit tests make hundreds of accounts and sign in hundreds of times; at production's cost each
// hash is tens of milliseconds of CPU. password.test.ts proves production's parameters, and the
// e2e server runs with them.
useCheapPasswordHashingInTests();
