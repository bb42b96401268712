export {
  getRuntimeConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
  setRuntimeConfig,
  RuntimeConfigError,
  type Brand,
  type RuntimeConfig,
} from './runtime-config.ts';
