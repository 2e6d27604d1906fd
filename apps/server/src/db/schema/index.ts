export * from './users';
export * from './access-tokens';
export * from './login-records';
export * from './activities';
