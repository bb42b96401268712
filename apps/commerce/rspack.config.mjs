import { createConfig } from '../../tools/rspack/create-config.mjs';

export default createConfig({ name: 'commerce', exposes: { './pages': './src/remote-entry.ts' } });
