export declare const denoBin: string;
export declare const denoArgs: string[];
export declare function denoEnv(): Record<string, string>;
export declare function functionEntries(): string[];
