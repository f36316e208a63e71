import { describe, expect, it } from 'vitest';
import { signInReason } from './sign-in-reason';

describe('why the sign-in form is shown, read from where it leads back to', () => {
  it("names a post, a collaboration, its update or request for help, and the board by their pages' addresses", () => {
    expect(signInReason('/blog-post/4f1c')).toBe('post');
    expect(signInReason('/collaboration-page/active/7a2e')).toBe('collaboration');
    expect(signInReason('/update-page/7a2e/91b0')).toBe('update');
    expect(signInReason('/help-page/7a2e/91b0')).toBe('helpRequest');
    expect(signInReason('/collaboration')).toBe('board');
  });

  it('reads the address alone, without its query or fragment', () => {
    expect(signInReason('/blog-post/4f1c#comments')).toBe('post');
    expect(signInReason('/collaboration-page/completed/7a2e?from=mail')).toBe('collaboration');
  });

  it("says any other members' page is for members, and an admin page for administrators", () => {
    expect(signInReason('/children')).toBe('page');
    expect(signInReason('/create-collaboration/edit-blog/4f1c')).toBe('page');
    expect(signInReason('/collaboration-page-edit/7a2e/members')).toBe('page');
    expect(signInReason('/admin/members')).toBe('adminPage');
  });

  it('gives no reason for a public page, an unknown address, an address off the site, or none', () => {
    expect(signInReason('/blog/1')).toBeNull();
    expect(signInReason('/project/garden')).toBeNull();
    expect(signInReason('/no-such-page')).toBeNull();
    expect(signInReason('//evil.example/collaboration')).toBeNull();
    expect(signInReason('https://evil.example/blog-post/4f1c')).toBeNull();
    expect(signInReason(null)).toBeNull();
  });
});
