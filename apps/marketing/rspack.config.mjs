import { createConfig } from '../../tools/rspack/create-config.mjs';

export default createConfig({ name: 'marketing', exposes: { './pages': './src/remote-entry.ts' } });
