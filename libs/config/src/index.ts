export {
  getRuntimeConfig,
  readRuntimeConfig,
  setRuntimeConfig,
  RuntimeConfigError,
  type Brand,
  type Integrations,
  type RuntimeConfig,
} from './runtime-config.ts';
