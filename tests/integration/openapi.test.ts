import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadCounts, validEnquiry } from '../support/lead-fixtures';
import { buildTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface Operation {
  requestBody?: {
    content: Record<
      string,
      { schema: { required?: string[]; properties?: Record<string, unknown> } }
    >;
  };
  responses?: Record<string, unknown>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const fetchDocument = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response;
};

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3 document', async () => {
    const document = (await fetchDocument()).json() as Document;
    expect(document.openapi).toMatch(/^3\./);
    const result = await new Validator().validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('describes both forms with the required fields of their schemas, and their answers', async () => {
    const { paths } = (await fetchDocument()).json() as Document;
    const body = (path: string) =>
      paths[path]?.post?.requestBody?.content['application/json']?.schema;
    expect(body('/api/contact')?.required).toEqual(
      expect.arrayContaining(['name', 'email', 'course', 'track']),
    );
    expect(body('/api/contact')?.required).not.toContain('phone');
    expect(body('/api/register')?.required).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'mobile', 'email']),
    );
    expect(body('/api/register')?.required).not.toContain('aadhar_no');
    expect(Object.keys(paths['/api/contact']!.post!.responses!)).toEqual(
      expect.arrayContaining(['200', '4XX']),
    );
    for (const path of [
      '/api/blogs',
      '/api/blogs/{id}',
      '/api/public/accreditations',
      '/api/form-token',
      '/api/health',
      '/api/vitals',
    ])
      expect(Object.keys(paths)).toContain(path);
  });

  it('holds the public API only: no console route', async () => {
    const { paths } = (await fetchDocument()).json() as Document;
    expect(Object.keys(paths).filter((path) => path.startsWith('/api/admin'))).toEqual([]);
    expect(Object.keys(paths)).not.toContain('/api/openapi.json');
  });

  it('is sent with the headers of every other API answer', async () => {
    const document = await fetchDocument();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    for (const header of [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
    ]) {
      expect([header, document.headers[header]]).toEqual([header, health.headers[header]]);
    }
  });
});

describe("a body that fails its route's schema", () => {
  it("is refused with 400 in the API's shape, naming the field, and nothing is stored", async () => {
    const before = await leadCounts(t.database);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...validEnquiry(), track: 'Evenings', courses: 7 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Please check the highlighted fields and try again.',
      errors: { track: 'Please choose a track.' },
    });
    expect(await leadCounts(t.database)).toEqual(before);
  });
});
