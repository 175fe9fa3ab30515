export declare const E2E_PORT: number;
export declare const E2E_BASE_URL: string;
export declare const E2E_CONSOLE_PORT: number;
export declare const E2E_CONSOLE_URL: string;
export declare const E2E_SERVERS: { args: string[]; port: number; health: string }[];
export declare const E2E_SERVERS_STARTED: string;
type Account = { email: string; name: string; role: 'admin' | 'staff'; password: string };
export declare const E2E_ACCOUNTS: { admin: Account; writer: Account };
