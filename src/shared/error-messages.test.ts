import { describe, expect, it } from 'vitest';
import { errorMessage, fieldIssue, fieldMessage, isErrorCode, issueCode } from './error-messages.js';
import { profileUpdate } from './schemas/profiles.js';

describe("the refusals' English", () => {
  it('fills in their values, in the form a count asks for', () => {
    expect(errorMessage('already_members', { names: 'Ana Petrou' })).toBe('Already executing this collaboration: Ana Petrou.');
    expect(errorMessage('too_many_requests', { count: 1 })).toBe('Too many attempts. Please wait 1 minute and try again.');
    expect(errorMessage('too_many_requests', { count: 3 })).toBe('Too many attempts. Please wait 3 minutes and try again.');
  });

  it('words a 404 by what was not found', () => {
    expect(errorMessage('not_found', { what: 'change' })).toBe('That change waiting for review could not be found.');
  });

  it('knows the codes that have words, plural ones by their stem, and no other', () => {
    expect(['forbidden', 'not_found', 'too_many_requests', 'sign_in_wait_seconds'].every(isErrorCode)).toBe(true);
    expect(['too_many_requests_one', 'user_not_found', 'unknown'].some(isErrorCode)).toBe(false);
  });

  it("words a refused field with the values its limit names, which the answer's issue carries", () => {
    expect(fieldMessage('name_too_long')).toBe('The name must be at most 80 characters long.');
    expect(fieldIssue('name_too_long')).toEqual({ code: 'name_too_long', values: { max: 80 } });
    expect(fieldIssue('title_required')).toEqual({ code: 'title_required' });
  });
});

describe("a schema's refused fields", () => {
  it('carry their codes as they are, so that the server needs no words to tell them', () => {
    const result = profileUpdate.safeParse({ description: '', facebook: 'javascript:alert(1)', telephone: 'abc', imageId: null });
    expect(result.success).toBe(false);
    const codes = Object.fromEntries(result.error!.issues.map((issue) => [String(issue.path[0]), issueCode(issue.message)]));
    expect(codes).toMatchObject({ description: 'description_required', facebook: 'facebook_link_invalid', telephone: 'telephone_invalid' });
  });

  it("name zod's own words, which no rule of ours wrote, 'invalid'", () => {
    expect(issueCode('Invalid input: expected string, received number')).toBe('invalid');
    expect(issueCode(undefined)).toBe('invalid');
  });
});
