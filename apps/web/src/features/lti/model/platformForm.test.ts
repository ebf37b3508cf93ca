import { describe, expect, it } from 'vitest';
import { splitDeploymentIds, toDraft, toValues } from './platformForm';

describe('platform form', () => {
  it('reads deployment ids one per line or comma-separated, once each', () => {
    expect(splitDeploymentIds(' 1 \n2, 3\n\n2 ,')).toEqual(['1', '2', '3']);
  });

  it('trims what it sends and gives back what it received', () => {
    const values = toValues({
      name: ' Moodle ',
      issuer: ' https://moodle.example ',
      clientId: 'abc',
      deploymentIds: '4\n5',
      authUrl: 'https://moodle.example/mod/lti/auth.php',
      tokenUrl: 'https://moodle.example/mod/lti/token.php',
      jwksUrl: 'https://moodle.example/mod/lti/certs.php',
    });
    expect(values).toMatchObject({
      name: 'Moodle',
      issuer: 'https://moodle.example',
      deploymentIds: ['4', '5'],
    });
    expect(toDraft(values).deploymentIds).toBe('4\n5');
  });
});
