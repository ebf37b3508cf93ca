// The platform form's values as typed (deployment ids one per line or separated by commas) and as sent.
import type { PlatformValues } from '../api/platforms';

export interface PlatformDraft {
  name: string;
  issuer: string;
  clientId: string;
  deploymentIds: string;
  authUrl: string;
  tokenUrl: string;
  jwksUrl: string;
}

export const emptyDraft: PlatformDraft = {
  name: '',
  issuer: '',
  clientId: '',
  deploymentIds: '',
  authUrl: '',
  tokenUrl: '',
  jwksUrl: '',
};

/** Deployment ids split on new lines and commas, trimmed, empty ones and repeats dropped. */
export function splitDeploymentIds(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\n,]/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

export function toValues(draft: PlatformDraft): PlatformValues {
  return {
    name: draft.name.trim(),
    issuer: draft.issuer.trim(),
    clientId: draft.clientId.trim(),
    deploymentIds: splitDeploymentIds(draft.deploymentIds),
    authUrl: draft.authUrl.trim(),
    tokenUrl: draft.tokenUrl.trim(),
    jwksUrl: draft.jwksUrl.trim(),
  };
}

export function toDraft(values: PlatformValues): PlatformDraft {
  return { ...values, deploymentIds: values.deploymentIds.join('\n') };
}
