import { describe, expect, it } from 'vitest';
import { errorMessage, FIELD_MESSAGES, fieldIssueOf, fieldMessage, fillIn, type FieldCode } from './error-messages.js';
import { profileUpdate } from './schemas/profiles.js';

describe("the refusals' words", () => {
  it('fill in their values, in the form a count asks for', () => {
    expect(errorMessage('already_members', { names: 'Ana Petrou' })).toBe('Already executing this collaboration: Ana Petrou.');
    expect(errorMessage('too_many_requests', { count: 1 })).toBe('Too many attempts. Please wait 1 minute and try again.');
    expect(errorMessage('too_many_requests', { count: 3 })).toBe('Too many attempts. Please wait 3 minutes and try again.');
    expect(fillIn('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });

  it("give back, from a field's words, a code whose words and values are the same", () => {
    for (const code of Object.keys(FIELD_MESSAGES) as FieldCode[]) {
      const found = fieldIssueOf(fieldMessage(code));
      expect(fieldMessage(found.code as FieldCode), code).toBe(fieldMessage(code));
      expect(found.values, code).toEqual((FIELD_MESSAGES[code] as { values?: object }).values);
    }
  });

  it("name words no rule of ours wrote 'invalid'", () => {
    expect(fieldIssueOf('Invalid input: expected string, received number')).toEqual({ code: 'invalid' });
  });

  it("are what a schema's rules say, so that the server can tell each refused field's code", () => {
    const result = profileUpdate.safeParse({ description: '', facebook: 'javascript:alert(1)', telephone: 'abc', imageId: null });
    expect(result.success).toBe(false);
    const codes = Object.fromEntries(result.error!.issues.map((issue) => [String(issue.path[0]), fieldIssueOf(issue.message).code]));
    expect(codes).toMatchObject({ description: 'description_required', facebook: 'facebook_link_invalid', telephone: 'telephone_invalid' });
  });
});
