import { describe, expect, it } from 'vitest';
import { problemOf, type MeasuredControl } from './form-checks';

const VALID: MeasuredControl['validity'] = {
  valid: true,
  valueMissing: false,
  typeMismatch: false,
  tooShort: false,
  tooLong: false,
  rangeUnderflow: false,
  rangeOverflow: false,
  stepMismatch: false,
  badInput: false,
};
const control = (type: string, broken: Partial<MeasuredControl['validity']>, rules: Partial<MeasuredControl> = {}): MeasuredControl => ({
  type,
  ...rules,
  validity: { ...VALID, valid: Object.keys(broken).length === 0, ...broken },
});

describe('what a field is told about the rules of its markup', () => {
  it('nothing when it keeps them', () => {
    expect(problemOf(control('email', {}))).toBeNull();
  });

  it('that it is missing, by the kind of control: a text, a box to tick, a choice', () => {
    expect(problemOf(control('text', { valueMissing: true }))).toEqual({ kind: 'missing', control: 'text' });
    expect(problemOf(control('textarea', { valueMissing: true }))).toEqual({ kind: 'missing', control: 'text' });
    expect(problemOf(control('checkbox', { valueMissing: true }))).toEqual({ kind: 'missing', control: 'box' });
    expect(problemOf(control('radio', { valueMissing: true }))).toEqual({ kind: 'missing', control: 'choice' });
    expect(problemOf(control('select-one', { valueMissing: true }))).toEqual({ kind: 'missing', control: 'choice' });
  });

  it('that an email address is not one', () => {
    expect(problemOf(control('email', { typeMismatch: true }))).toEqual({ kind: 'email' });
    expect(problemOf(control('url', { typeMismatch: true }))).toEqual({ kind: 'invalid' });
  });

  it('the length or range it must keep, when the markup names it', () => {
    expect(problemOf(control('password', { tooShort: true }, { minLength: 12 }))).toEqual({ kind: 'tooShort', min: 12 });
    expect(problemOf(control('text', { tooLong: true }, { maxLength: 80 }))).toEqual({ kind: 'tooLong', max: 80 });
    expect(problemOf(control('number', { rangeOverflow: true }, { min: '1', max: '30' }))).toEqual({ kind: 'range', min: 1, max: 30 });
    expect(problemOf(control('number', { badInput: true }, { min: '1', max: '30' }))).toEqual({ kind: 'range', min: 1, max: 30 });
    expect(problemOf(control('number', { rangeUnderflow: true }, { min: '1', max: '' }))).toEqual({ kind: 'invalid' });
  });
});
