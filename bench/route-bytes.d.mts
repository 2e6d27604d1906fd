/* Types of route-bytes.mjs, for the e2e spec that imports it. */
import type { Browser, LaunchOptions } from 'playwright-core';

export type ScriptFile = { file: string; gzip: number; raw: number };
export type Session = { token: string; user: unknown };
export type RouteBytes = { path: string; files: ScriptFile[]; gzip: number; raw: number };
export type RouteRow = RouteBytes & { route: string; as: string; budget: number; withinBudget: boolean };

export const BUDGETS: { login: number; route: number };
export const ACCOUNTS: Record<'master' | 'manager' | 'employee' | 'user', string>;
export const ROUTES: { path: string; as: 'master' | 'manager' | 'employee' | 'user' | null }[];
export const CHROMIUM: Pick<LaunchOptions, 'executablePath' | 'args'>;
export function signIn(baseUrl: string, email: string): Promise<Session>;
export function budgetFor(path: string): number;
export function measureRoute(
  browser: Browser,
  baseUrl: string,
  path: string,
  session: Session | null,
  expected?: string | RegExp,
): Promise<RouteBytes>;
export function measureRoutes(browser: Browser, baseUrl: string): Promise<RouteRow[]>;
export function formatTable(rows: RouteRow[]): string;
