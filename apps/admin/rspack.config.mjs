import { createConfig } from '../../tools/rspack/create-config.mjs';

export default createConfig({ name: 'admin', exposes: { './pages': './src/remote-entry.ts' } });
