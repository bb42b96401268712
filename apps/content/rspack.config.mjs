import { createConfig } from '../../tools/rspack/create-config.mjs';

export default createConfig({ name: 'content', exposes: { './pages': './src/remote-entry.ts' } });
