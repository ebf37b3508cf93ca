// What other parts of the web app may use from config.
export { type AppConfig, configQueryKey, getConfig, useConfig } from './api/getConfig';
