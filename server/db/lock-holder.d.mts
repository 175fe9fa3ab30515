export interface HolderIdentity {
  pid: number;
  command: string;
  server: boolean;
  since: string;
  host: string;
  started?: string;
}
export declare const LOCK_FILE: string;
export declare function processStartTime(pid: number): string | undefined;
export declare function holderRunning(holder: HolderIdentity): boolean;
export declare function describeHolder(holder: HolderIdentity): string;
export declare function inUseMessage(dataDir: string, holder: HolderIdentity): string;
export declare function runningHolder(dataDir: string): HolderIdentity | undefined;
