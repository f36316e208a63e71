/** The query keys of pupils' consents: one per pupil, read by their guardians, teachers and administrators alike. */
export const consentKeys = {
  all: ['consent'] as const,
  of: (pupilId: string) => ['consent', pupilId] as const,
};
