import { createConfig } from '../../tools/rspack/create-config.mjs';

export default createConfig({ name: 'shell' });
