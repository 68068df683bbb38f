import type pg from 'pg';

export function holdSchemasLock(client: pg.Client): Promise<void>;
export function dropSchemasIfLast(client: pg.Client): Promise<boolean>;
export function otherSchemasLockHolders(client: pg.Client, exceptPid: number): Promise<number>;
