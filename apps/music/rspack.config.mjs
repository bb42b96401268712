import { createConfig } from '../../tools/rspack/create-config.mjs';

export default createConfig({ name: 'music', exposes: { './pages': './src/remote-entry.ts' } });
